/**
 * Regenerates server/auth/common-passwords.txt: `npx tsx server/auth/generate-common-passwords.ts`.
 * The list combines the classic leaked-password top lists (words, keyboard walks, digit runs) with the
 * suffixes people add to meet length rules, plus words of this product. Matching is case-insensitive,
 * so every entry is lower case; only entries of 8+ characters are kept (shorter ones fail the length rule).
 */
import fs from 'node:fs';

const WORDS = [
  'password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'qwerty', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'iloveyou', 'welcome',
  'admin', 'administrator', 'letmein', 'dragon', 'monkey', 'football', 'baseball', 'soccer', 'sunshine', 'princess', 'master',
  'shadow', 'superman', 'batman', 'trustno1', 'michael', 'jennifer', 'jordan', 'charlie', 'freedom', 'whatever', 'starwars',
  'computer', 'internet', 'secret', 'changeme', 'default', 'login', 'access', 'hello', 'flower', 'lovely', 'summer', 'winter',
  'spring', 'autumn', 'hunter', 'killer', 'pokemon', 'liverpool', 'chelsea', 'arsenal', 'manchester', 'barcelona', 'realmadrid',
  'samsung', 'google', 'apple', 'microsoft', 'facebook', 'instagram', 'linkedin', 'twitter', 'youtube', 'minecraft', 'fortnite',
  'cookie', 'cheese', 'chocolate', 'banana', 'orange', 'purple', 'ginger', 'tigger', 'pepper', 'maggie', 'buster', 'daniel',
  'thomas', 'robert', 'jessica', 'ashley', 'nicole', 'matthew', 'andrew', 'joshua', 'anthony', 'william', 'elizabeth', 'mohammed',
  'muhammad', 'ahmed', 'abdullah', 'fatima', 'dubai', 'emirates', 'abudhabi', 'sharjah', 'uae', 'mydubai', 'love', 'lovelove',
  'family', 'friends', 'blessed', 'heaven', 'angel', 'angels', 'jesus', 'christ', 'allah', 'mustang', 'ferrari', 'porsche',
  'mercedes', 'harley', 'yankees', 'cowboys', 'eagles', 'lakers', 'ranger', 'matrix', 'ninja', 'zaq1zaq1', 'qazwsx', 'qweasd',
  'qweasdzxc', 'azerty', 'passport', 'mypassword', 'newpassword', 'oldpassword', 'temppassword', 'temp', 'test', 'testing',
  'guest', 'user', 'root', 'toor', 'office', 'company', 'business', 'money', 'million', 'investor', 'invest', 'investment',
  'property', 'realestate', 'estate', 'oasis', 'oasisinvest', 'oasis-invest', 'goldenvisa', 'burjkhalifa', 'palmjumeirah',
  'marina', 'downtown', 'developer', 'welcome1', 'letmein1', 'monkey1', 'dragon1', 'abc', 'abcd', 'abcdef', 'abcdefg',
  'abcdefgh', 'abcdefghij', 'abcdefghijkl', 'aaaaaa', 'zzzzzz', 'qqqqqq', 'qwer', 'asdf', 'zxcv', 'qwert', 'iloveu', 'loveme',
  'forever', 'together', 'beautiful', 'sweetheart', 'baby', 'babygirl', 'princess1', 'sunflower', 'rainbow', 'butterfly',
  'diamond', 'golden', 'silver', 'london', 'paris', 'newyork', 'america', 'england', 'india', 'pakistan', 'canada', 'russia',
  'security', 'secure', 'private', 'system', 'server', 'network', 'database', 'backup', 'welcomehome', 'staff', 'manager',
  'sales', 'editor', 'viewer', 'owner', 'support', 'service', 'contact', 'office365', 'outlook', 'gmail', 'hotmail', 'yahoo',
];

const SUFFIXES = [
  '', '1', '12', '123', '1234', '12345', '123456', '1234567', '12345678', '123456789', '!', '1!', '123!', '1234!', '@123', '#1', '01', '007', '69', '99', '00', '11', '2020',
  '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2024!', '2025!', '2026!', '@2024', '@2025', '@2026', '123123', '321', '4321', '54321', '111', '000',
];

const WALKS = [
  'qwertyuiop', 'qwertyuiopasdf', 'qwertyuiop123', 'qwertyuiop1234', 'qwerty123456', 'qwerty12345678', '1qaz2wsx', '1qaz2wsx3edc',
  '1qaz2wsx3edc4rfv', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', '1q2w3e4r5t6y7u', 'q1w2e3r4t5y6', 'zaq12wsx', 'zaq12wsxcde3', 'zaq1xsw2cde3',
  'asdfghjkl123', 'asdfghjkl1234', 'zxcvbnm12345', 'zxcvbnm123456', 'qazwsxedcrfv', 'qazwsxedc123', 'qweasdzxc123', 'poiuytrewq',
  'lkjhgfdsa123', 'mnbvcxz12345', '!qaz@wsx#edc', '!qaz2wsx3edc', 'qwerty!@#$%^', '!@#$%^&*()', '!@#$%^&*()_+', '1234qwerasdf', '1234qwerasdfzxcv',
  'qwer1234asdf', 'asdf1234qwer', 'abc123abc123', 'abcd1234abcd', 'abcd12345678', 'a1b2c3d4e5f6', 'aa123456789', 'password!@#$',
];

const out = new Set<string>();
const add = (p: string) => {
  const v = p.toLowerCase();
  if (v.length >= 8 && v.length <= 128) out.add(v);
};

for (const w of WORDS) {
  for (const s of SUFFIXES) {
    add(w + s);
    add(w[0].toUpperCase() + w.slice(1) + s);
  }
  add(w + w);
  add(w + w + w);
  add(w.replace(/a/g, '@').replace(/o/g, '0').replace(/e/g, '3').replace(/i/g, '1') + '123');
  add(w.replace(/a/g, '@').replace(/o/g, '0').replace(/s/g, '$') + '2025');
  add(`my${w}123`);
  add(`${w}isgreat`);
}
for (const w of WALKS) add(w);
// Digit runs and repeats: 12..16 digits are the commonest way to satisfy a 12-character minimum.
const digits = '12345678901234567890';
for (let n = 8; n <= 16; n++) {
  add(digits.slice(0, n));
  add('0' + digits.slice(0, n - 1));
  add([...digits.slice(0, n)].reverse().join(''));
  for (const d of '0123456789') add(d.repeat(n));
  add('123123123123123123'.slice(0, n));
  add('121212121212121212'.slice(0, n));
  add('123321123321123321'.slice(0, n));
  add('112233445566778899'.slice(0, n));
  add('a'.repeat(n));
  add('abc'.repeat(6).slice(0, n));
  add('qwe'.repeat(6).slice(0, n));
  add('098765432109876543'.slice(0, n));
  add('147258369147258369'.slice(0, n));
  add('159753159753159753'.slice(0, n));
  add('987654321987654321'.slice(0, n));
}
for (const phrase of ['iloveyou', 'letmein', 'welcome', 'password', 'changeme', 'trustno1', 'football', 'sunshine', 'dubai', 'investment']) {
  add(`${phrase}forever`);
  add(`${phrase}${phrase}123`);
  add(`${phrase}pleaseletmein`);
}
for (const phrase of ['correcthorsebatterystaple', 'thequickbrownfox', 'iloveyouforever', 'iloveyousomuch', 'letmeinplease', 'welcometodubai', 'welcometothejungle', 'changemenow', 'changeme12345', 'pleasechangeme', 'passwordpassword', 'password1234567890', 'administrator1', 'administrator123', 'adminadminadmin', 'admin123admin', 'superadmin123', 'rootpassword', 'ownerpassword', 'staffpassword']) add(phrase);

fs.writeFileSync(new URL('./common-passwords.txt', import.meta.url), [...out].sort().join('\n') + '\n');
console.log(`${out.size} passwords written`);
