import { AR_AREA_TEXTS } from './ar-areas';
import { AR_DEVELOPER_TEXTS } from './ar-developers';
import type { LanguagePack, ProjectFacts } from './types';
import { AR_PAGES } from './ar-pages';
import { AR_EDITORIAL } from './ar-editorial';

// Western digits, as UAE developers and portals print prices in Arabic.
const num = (n: number) => n.toLocaleString('en-US');
const money = (v: number) => (v >= 1_000_000 ? `${num(Number((v / 1_000_000).toFixed(2)))} مليون درهم` : `${num(Math.round(v / 1000))} ألف درهم`);
const QUARTERS = ['الربع الأول', 'الربع الثاني', 'الربع الثالث', 'الربع الرابع'];
const handover = (y: number, q: number) => `${QUARTERS[q - 1]} من ${y}`;

const rooms = (n: number) => (n === 0 ? 'استوديو' : n === 1 ? 'غرفة نوم واحدة' : n === 2 ? 'غرفتي نوم' : n <= 10 ? `${n} غرف نوم` : `${n} غرفة نوم`);

function unitName(en: string): string {
  if (en === 'Studio') return 'استوديو';
  const m = /^(\d) Bedroom(?: (Penthouse|Villa|Townhouse|Duplex))?$/.exec(en);
  if (!m) throw new Error(`ar: unit ${en}`);
  const n = Number(m[1]);
  const kind = { Penthouse: 'بنتهاوس', Villa: 'فيلا', Townhouse: 'تاون هاوس', Duplex: 'دوبلكس' }[m[2] ?? ''];
  const base = n === 1 ? 'شقة بغرفة نوم واحدة' : n === 2 ? 'شقة بغرفتي نوم' : `شقة بـ${n} غرف نوم`;
  return kind ? `${kind} بـ${rooms(n)}` : base;
}

const minutes = (n: number) => (n === 1 ? 'دقيقة واحدة' : n === 2 ? 'دقيقتين' : n <= 10 ? `${n} دقائق` : `${n} دقيقة`);
const homes = (n: number) => (n >= 3 && n <= 10 ? `${n} وحدات` : `${n} وحدة`);

const planLabel = (en: string) => en.replace('Post-handover', 'ما بعد التسليم').replace('1% monthly', '1% شهريًا').replace('Ready', 'جاهز');

const bedrooms = (f: ProjectFacts) => (f.bedroomsMin === f.bedroomsMax ? `بـ${rooms(f.bedroomsMin)}` : `من ${rooms(f.bedroomsMin)} إلى ${rooms(f.bedroomsMax)}`);

const PLAN: LanguagePack['phrases']['planSentence'] = {
  '60/40': 'يدفع المشتري 20% عند الحجز، و40% على أربع دفعات خلال البناء، والـ40% المتبقية عند التسليم.',
  '80/20': 'توزّع خطة 80/20 نسبة 80% من السعر على فترة البناء، وتبقى 20% تُدفع عند التسليم.',
  '70/30': 'بعد دفعة أولى بنسبة 20% تأتي خمس دفعات بنسبة 10% مرتبطة بمراحل البناء، و30% عند التسليم.',
  '50/50': 'يُدفع نصف السعر قبل الإنجاز والنصف الآخر عند التسليم، وهو ما يناسب من يخطط لتمويل الرصيد برهن عقاري.',
  '1% monthly': 'بعد دفعة أولى بنسبة 20%، يدفع المشتري 1% من السعر شهريًا لمدة 40 شهرًا، و40% عند التسليم.',
  'Post-handover 40/60': 'لا يُدفع قبل التسليم سوى 40%، وتتوزع الـ60% المتبقية على ثلاث سنوات بعد استلام المفاتيح، بحيث يغطي الإيجار جزءًا كبيرًا منها.',
  'Post-handover 50/50': 'يُدفع نصف السعر خلال البناء، والنصف الآخر على خمس دفعات خلال 30 شهرًا بعد التسليم.',
  ready: 'المبنى مكتمل: يحجز المشتري الوحدة بعربون 10% ويدفع الرصيد، نقدًا أو بتمويل عقاري، عند نقل الملكية.',
};

export const ar: LanguagePack = {
  pages: AR_PAGES,
  editorial: AR_EDITORIAL,
  settings: {
    tagline: 'عقارات دبي، مدروسة للمستثمرين من الخارج',
    address: 'مكتب 2104، برج كانال فيو، شارع مراسي، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  },
  banners: {
    'home-1': { title: 'استثمر في عقارات دبي بثقة', subtitle: 'منازل مدروسة على الخارطة وجاهزة من مطورين موثوقين، مع خطط سداد تبدأ من 1% شهريًا.', cta_label: 'استكشف المشاريع' },
    'home-2': { title: 'إقامتك الذهبية لعشر سنوات تبدأ من 2 مليون درهم', subtitle: 'امتلك عقارًا بقيمة 2 مليون درهم أو أكثر وتأهّل للإقامة في الإمارات مع عائلتك.', cta_label: 'كيف تعمل' },
    'home-3': { title: 'عوائد إيجارية معفاة من الضرائب بين 5 و8%', subtitle: 'قارن المناطق حسب سعر القدم المربعة والعائد ورسوم الخدمات قبل أن تشتري.', cta_label: 'قارن المناطق' },
    'home-4': { title: 'فعالية إطلاقات نهاية العام', subtitle: 'تعرّف على إطلاقات هذا الموسم مع مستشارينا في الخليج التجاري.', cta_label: 'احجز مقعدك' },
    'project-1': { title: 'مشاريع على الخارطة وجاهزة', subtitle: 'يحمل كل إعلان تصريح ترخيصي ساريًا وسجل التسليم الخاص بالمطور.', cta_label: 'تحدث إلى مستشار' },
    'area-1': { title: 'اعثر على المجتمع المناسب', subtitle: 'عشر مناطق مقارنة من حيث الأسعار والعوائد والمدارس والمواصلات.', cta_label: 'تحدث إلى خبير' },
    'developers-1': { title: 'مطورون بسجل حافل', subtitle: 'سنة التأسيس والمشاريع المسلّمة والالتزام بالمواعيد لكل مطور نتعامل معه.', cta_label: 'عرض المشاريع' },
    'why-dubai-1': { title: 'لماذا يختار المستثمرون دبي', subtitle: 'لا ضريبة على الإيجار، وعملة مربوطة بالدولار، وواحد من أسرع معدلات النمو السكاني في العالم.', cta_label: 'ابدأ الاستثمار' },
    'dubai-vision-1': { title: 'دبي 2040', subtitle: 'كيف ترسم الخطة الحضرية وأجندة D33 ملامح السنوات العشرين المقبلة للمدينة.', cta_label: 'اقرأ الأدلة' },
    'golden-visa-1': { title: 'الإقامة الذهبية في الإمارات', subtitle: 'تأشيرة إقامة لمدة 10 سنوات قابلة للتجديد لك ولعائلتك من خلال العقار.', cta_label: 'تحقق من أهليتك' },
    'invest-dubai-1': { title: 'الشراء في دبي من الخارج', subtitle: 'الخطوات والتكاليف وضمانات الحماية، يشرحها مستشارونا.', cta_label: 'نزّل أدلتنا' },
    'mortgages-1': { title: 'تمويل عقاري للمقيمين وغير المقيمين', subtitle: 'اعرف قسطك الشهري والمبلغ النقدي الذي تحتاجه، ودع قسم التمويل لدينا يقارن البنوك نيابة عنك.', cta_label: 'احسب الآن' },
    'news-blog-1': { title: 'أخبار السوق وتحليلاته', subtitle: 'تحليلات من فريق الأبحاث لدينا كل بضعة أسابيع.', cta_label: 'اشترك عبر البريد الإلكتروني' },
  },
  propertyTypes: {
    apartment: 'شقة', townhouse: 'تاون هاوس', villa: 'فيلا', penthouse: 'بنتهاوس', duplex: 'دوبلكس',
    'serviced-apartment': 'شقة فندقية', 'branded-residence': 'مساكن تحمل علامة تجارية',
  },
  amenities: {
    'Swimming pool': 'مسبح', Gym: 'صالة رياضية', 'Spa and sauna': 'سبا وساونا', "Children's play area": 'منطقة ألعاب للأطفال',
    'Landscaped parks': 'حدائق منسقة', 'Covered parking': 'مواقف سيارات مغطاة', '24/7 security': 'أمن على مدار الساعة',
    'Private beach': 'شاطئ خاص', 'Restaurants and cafés': 'مطاعم ومقاهٍ', 'Tennis and padel courts': 'ملاعب تنس وبادل',
    'Jogging and cycling tracks': 'مسارات للجري وركوب الدراجات', 'Co-working lounge': 'مساحة عمل مشتركة', 'Pet-friendly': 'يُسمح بالحيوانات الأليفة',
    Supermarkets: 'متاجر سوبرماركت', 'Schools and nurseries': 'مدارس وحضانات', 'Clinics and hospitals': 'عيادات ومستشفيات',
    'Metro or tram access': 'قرب المترو أو الترام', 'Golf course': 'ملعب غولف', 'Marina and yacht berths': 'مرسى ومراسٍ لليخوت',
    "Residents' lounge": 'صالة للسكان', 'Private cinema': 'سينما خاصة', 'EV charging': 'شحن السيارات الكهربائية', Mosque: 'مسجد',
  },
  places: {
    'Dubai Marina': 'دبي مارينا', 'Downtown Dubai': 'وسط مدينة دبي', 'Business Bay': 'الخليج التجاري', 'Palm Jumeirah': 'نخلة جميرا',
    'Dubai Hills Estate': 'دبي هيلز استيت', 'Jumeirah Village Circle': 'قرية جميرا الدائرية', 'Dubai Creek Harbour': 'مرسى خور دبي',
    'Mohammed Bin Rashid City': 'مدينة محمد بن راشد', 'Dubai South': 'دبي الجنوب', 'Jumeirah Lake Towers': 'أبراج بحيرات جميرا',
    'Marina Walk': 'ممشى المارينا', 'Marina Harbour': 'ميناء المارينا', 'The Boulevard': 'البوليفارد', 'Canal Front': 'واجهة القناة',
    'Marasi Drive': 'شارع مراسي', 'The Fronds': 'سعف النخلة', 'Central Park': 'الحديقة المركزية', 'Creek Island': 'جزيرة الخور',
    'Dubai Marina Metro Station': 'محطة مترو دبي مارينا', 'JBR Beach': 'شاطئ جي بي آر',
    'Burj Khalifa/Dubai Mall Metro Station': 'محطة مترو برج خليفة/دبي مول', 'The Dubai Mall': 'دبي مول',
    'Business Bay Metro Station': 'محطة مترو الخليج التجاري', 'Palm Jumeirah Monorail': 'مونوريل نخلة جميرا', 'Nakheel Mall': 'نخيل مول',
    'Dubai Hills Mall': 'دبي هيلز مول', 'King’s College Hospital': 'مستشفى كينغز كوليدج',
    'Creek Marina': 'مرسى الخور', 'Ras Al Khor Wildlife Sanctuary': 'محمية رأس الخور للحياة الفطرية',
  },
  areas: {
    'dubai-marina': { summary: 'قناة بطول 3 كيلومترات تصطف على ضفتيها الأبراج، يحدّها الشاطئ من جهة ومحطتا مترو من الجهة الأخرى: أنشط سوق لتأجير الشقق في المدينة.' },
    'downtown-dubai': { summary: 'قلب المدينة حول برج خليفة ودبي مول ودار الأوبرا: عناوين راقية مع نمو قوي في قيمة رأس المال.' },
    'business-bay': { summary: 'أبراج على امتداد قناة دبي المائية بجوار وسط المدينة: سكن في قلب المدينة بسعر دخول أقل وعوائد أعلى.' },
    'palm-jumeirah': { summary: 'الجزيرة على شكل نخلة: شقق على الواجهة البحرية، وفلل على السعف، وأغلى شقق البنتهاوس في المدينة.' },
    'dubai-hills-estate': { summary: 'مجتمع متكامل أخضر حول ملعب غولف من 18 حفرة، مع مركز تسوق كبير ومدارس ومستشفى.' },
    'jumeirah-village-circle': { summary: 'حي عائلي دائري من المباني متوسطة الارتفاع ومنازل التاون هاوس، يحقق بعضًا من أعلى العوائد في دبي.' },
    'dubai-creek-harbour': { summary: 'حي جديد على الواجهة المائية للخور التاريخي بجوار محمية طبيعية، على بُعد عشر دقائق من المطار.' },
    'mohammed-bin-rashid-city': { summary: 'مجتمع جديد واسع بجوار ميدان، فيه بحيرات كريستالية وفلل ومبانٍ سكنية منخفضة الارتفاع.' },
    'dubai-south': { summary: 'ممر النمو حول مطار آل مكتوم الدولي ومدينة إكسبو، بأدنى أسعار دخول في قائمتنا.' },
    'jumeirah-lake-towers': { summary: 'أبراج حول أربع بحيرات على الجانب المقابل من دبي مارينا: نمط حياة المارينا بأسعار أبراج البحيرات.' },
  },
  areaTexts: AR_AREA_TEXTS,
  developers: {
    'azure-crest-developments': { summary: 'أبراج شاهقة على الواجهات المائية في دبي مارينا وأبراج بحيرات جميرا والخليج التجاري، تشتهر بتصاميم عملية تُؤجَّر بسرعة.' },
    'sandstone-properties': { summary: 'من أعرق المطورين الخاصين في المدينة، وصاحب مساكن بارزة حول البوليفارد وحي الأوبرا.' },
    'meridian-gulf-developers': { summary: 'مطور للفئة المتوسطة يبني شققًا بأسعار مدروسة في مناطق النمو مثل مرسى خور دبي ودبي الجنوب.' },
    'palmyra-living': { summary: 'مطور فاخر متخصص في مشاريع محدودة من الشقق والبنتهاوس والفلل على الواجهة البحرية في نخلة جميرا ومحيطها.' },
    'horizon-line-real-estate': { summary: 'مطور أبراج على ضفاف القناة والبحيرات، له سجل قوي في الخليج التجاري وأبراج بحيرات جميرا.' },
    'al-noor-crescent-development': { summary: 'مطور رئيسي مملوك لعائلة، يبني منذ عام 1994 مجتمعات كبيرة فيها بحيرات وحدائق ومدارس.' },
    'greenleaf-communities': { summary: 'منازل تاون هاوس وفلل للعائلات، مصممة لتوفير الظل وسهولة المشي وانخفاض تكاليف التشغيل.' },
    'tidewater-estates': { summary: 'مطور أحدث عهدًا يبني مباني سكنية ذات تصميم مميز في قرية جميرا الدائرية ودبي الجنوب.' },
  },
  developerTexts: AR_DEVELOPER_TEXTS,
  projects: {
    'marina-vista-residences': {
      concept: 'برج من 52 طابقًا عند المنعطف الجنوبي الأهدأ لقناة المارينا، لكل شقة فيه شرفة تطل على الماء أو على البحر المفتوح.',
      highlights: ['مسبح لا متناهي الحواف في الطابق 52 يطل على الخليج العربي', 'وصول مباشر إلى ممشى المارينا'],
    },
    'harbour-sails-tower': {
      concept: 'برج رشيق من 38 طابقًا يعلوه تاج على شكل شراع عند طرف الميناء في المارينا، صُمم لوحدات مدمجة يسهل تأجيرها.',
      highlights: ['اكتمل الهيكل الإنشائي والعمل جارٍ في الواجهات', 'باقة تأثيث لملاك بيوت العطلات'],
    },
    'boulevard-crest': {
      concept: 'برج مدرّج من 60 طابقًا على البوليفارد، بشرفات واسعة تطل على برج خليفة والنافورة ودار الأوبرا.',
      highlights: ['إطلالات على برج خليفة والنافورة من معظم الوحدات', 'حديقة معلقة ونادٍ للسكان فقط في الطابق 40'],
    },
    'canal-point-tower': {
      concept: 'برج من 45 طابقًا على قناة دبي المائية، تتبع واجهته الزجاجية المنحنية انعطاف الماء، وفيه شقق استوديو وشقق بغرفة نوم واحدة مصممة للمستأجرين.',
      highlights: ['وصول مباشر إلى مسار الجري على القناة', 'واجهة زجاجية منحنية بإطلالات على القناة'],
    },
    'marasi-bay-heights': {
      concept: 'برج سكني من 30 طابقًا في شارع مراسي، قريب من التسليم، مع منصة منسقة بالحدائق فوق القناة.',
      highlights: ['اكتمل بناء أكثر من 90%', 'حديقة على المنصة مع منطقة ألعاب للأطفال'],
    },
    'frond-pearl-villas': {
      concept: 'سبع فلل على الواجهة البحرية عند طرف أحد السعف، لكل منها شاطئ خاص ومسبح لا متناهي الحواف ومرآب في الطابق السفلي.',
      highlights: ['شاطئ خاص ومسبح لا متناهي الحواف لكل فيلا', 'سبعة منازل فقط على قطعة الأرض'],
    },
    'parkside-greens-townhouses': {
      concept: 'شوارع مظللة من منازل التاون هاوس بثلاث وأربع غرف نوم مقابل الحديقة المركزية، مع ألواح شمسية على كل سطح وحديقة خاصة لكل منزل.',
      highlights: ['مقابل الحديقة المركزية بمساحة 1.4 مليون قدم مربعة', 'الألواح الشمسية تخفّض فواتير التبريد'],
    },
    'creek-horizon-towers': {
      concept: 'برجان توأمان في جزيرة الخور يطلان على أفق وسط المدينة عبر الماء، على بُعد عشر دقائق من مطار دبي الدولي.',
      highlights: ['إطلالات على برج خليفة عبر الخور', 'على بُعد خطوات من شاطئ الخور'],
    },
  },
  phrases: {
    money,
    num,
    unitName,
    handover,
    planLabel,
    planSentence: PLAN,
    projectDescription: (f, concept) => [
      `${concept} يطوّر مشروع ${f.title} شركةُ ${f.developer}، التي سلّمت ${f.delivered} مشروعًا منذ عام ${f.founded}، ${f.onTime}% منها في موعدها.`,
      `يقع المشروع في ${f.location}، ${f.area}. ${f.areaSummary} المسافة إلى ${f.nearby[0].name} نحو ${minutes(f.nearby[0].minutes)}، وإلى ${f.nearby[1].name} نحو ${minutes(f.nearby[1].minutes)}.`,
      `من بين الوحدات (${bedrooms(f)}) لا تزال ${homes(f.unitsAvailable)} متاحة، بمساحات تبدأ من ${num(f.smallestSqft)} قدم مربعة وأسعار تبدأ من ${money(f.startingPrice)} (نحو ${num(f.pricePerSqft)} درهم للقدم المربعة). ${f.units.map((u) => `${unitName(u.name)}: ${num(u.from)}-${num(u.to)} قدم مربعة، ابتداءً من ${money(u.price)}`).join('؛ ')}.`,
      `${PLAN[f.plan]} ${
        f.status === 'ready'
          ? `سُلّم المبنى في ${handover(f.handoverYear, f.handoverQuarter)}، ويمكن تأجير الوحدات فور نقل الملكية.`
          : f.status === 'under_construction'
            ? `أعمال البناء في مرحلة متقدمة، والتسليم مقرر في ${handover(f.handoverYear, f.handoverQuarter)}.`
            : `التسليم مقرر في ${handover(f.handoverYear, f.handoverQuarter)}.`
      } تُقدَّر رسوم الخدمات بـ${f.serviceCharge} درهمًا للقدم المربعة سنويًا، ونتوقع عائدًا إيجاريًا إجماليًا يبلغ نحو ${num(f.yieldPct)}% استنادًا إلى الإيجارات الحالية لمنازل مماثلة في ${f.area}.`,
    ],
    projectHighlights: (f) => [
      f.status === 'ready' ? 'جاهز للسكن' : `التسليم: ${handover(f.handoverYear, f.handoverQuarter)}`,
      `خطة سداد ${planLabel(f.planLabel)}`,
      `عائد إجمالي متوقع يبلغ نحو ${num(f.yieldPct)}%`,
    ],
    projectSeoTitle: (f) => (`${f.title}، ${f.area}: الأسعار وخطة السداد`.length <= 70 ? `${f.title}، ${f.area}: الأسعار وخطة السداد` : `${f.title}: الأسعار وخطة السداد`),
    projectSeoDescription: (f) =>
      `${f.title} من ${f.developer} في ${f.area}: وحدات ${bedrooms(f)} بأسعار من ${money(f.startingPrice)}، سداد ${planLabel(f.planLabel)}، التسليم ${QUARTERS[f.handoverQuarter - 1]} ${f.handoverYear}.`,
    areaSeoTitle: (name) => `عقارات ${name}: الأسعار والعوائد والمشاريع الجديدة`,
    areaSeoDescription: (name, ppsf, y) =>
      `استثمر في ${name}: متوسط ${num(ppsf)} درهم للقدم المربعة، وعوائد إجمالية نحو ${num(y)}%، ورسوم الخدمات، ومشاريع على الخارطة بخطط سداد.`,
    areaFigures: (ppsf, y, sc) =>
      `<h2>أرقام رئيسية</h2><ul><li>متوسط السعر: ${num(ppsf)} درهم للقدم المربعة</li><li>العائد الإيجاري الإجمالي: نحو ${num(y)}%</li><li>رسوم الخدمات: ${sc[0]}-${sc[1]} درهمًا للقدم المربعة سنويًا</li></ul>`,
    developerTrack: (d) =>
      `<h2>سجل الإنجاز</h2><ul><li>تأسست عام ${d.founded}، ومقرها في ${d.hq.includes('دبي') ? d.hq : `${d.hq}، دبي`}</li><li>${d.delivered} مشروعًا مسلّمًا</li><li>${d.onTime}% من المشاريع سُلّمت في الربع الموعود أو قبله</li><li>رقم تسجيل المطور لدى ريرا ${d.rera}؛ ويُباع كل مشروع على الخارطة عبر حساب ضمان خاضع لريرا</li></ul>`,
    developerClosing: (short, focus) =>
      `تتخصص ${short} في ${focus}. تبيع أويسس إنفست وحدات في مشاريعها منذ عام 2019، ويمكنها ترتيب زيارات للموقع ومعاينة الوحدات النموذجية ومكالمة مع مدير المبيعات لدى المطور.`,
    developerSeoTitle: (name) => `${name}: المشاريع والسجل والأسعار`,
    developerSeoDescription: (name, delivered, founded, onTime) =>
      `${name}: ${delivered} مشروعًا مسلّمًا منذ ${founded}، ${onTime}% منها في موعدها. تصفّح مشاريعها على الخارطة في دبي مع الأسعار وخطط السداد.`,
  },
};
