import { AUTHORS, type ArticleSeed } from './blogs-1';

export const ARTICLES_2: ArticleSeed[] = [
  {
    title: 'Gross vs net yield: the sums every landlord should do',
    category: 'blog', author: AUTHORS.james, tags: ['yield', 'rental income', 'costs'], publishedAt: '2026-05-20T07:30:00.000Z', look: 'chart', palette: 'hills',
    excerpt: 'A 7% gross yield can be a 5% net yield once service charges, management and vacancies are counted. Here is how to work it out.',
    html: `<p>Advertised rental yields in Dubai are almost always gross yields: the annual rent divided by the purchase price. They are useful for comparing areas, but they are not what ends up in your bank account. To judge an investment you need the net yield.</p>
<h2>The gross figure</h2>
<p>An apartment bought for AED 1,200,000 that rents for AED 90,000 a year has a gross yield of 7.5%. Dubai has no income tax on rent, which makes gross yields here compare well with most international cities.</p>
<h2>From gross to net</h2>
<p>Subtract the costs you will actually pay each year:</p>
<ul>
<li><strong>Service charge:</strong> 800 sq ft at AED 16 = AED 12,800.</li>
<li><strong>Property management:</strong> typically 5-8% of the rent for a long-term let, AED 5,400 at 6%.</li>
<li><strong>Vacancy and letting:</strong> allow two to four weeks a year between tenants, plus the letting fee, about AED 6,000.</li>
<li><strong>Maintenance and insurance:</strong> AED 2,000-3,000 for a modern apartment.</li>
<li><strong>Ejari and cooling:</strong> in some buildings the landlord pays district cooling fixed charges; check before you buy.</li>
</ul>
<p>In our example the costs add up to about AED 26,700, leaving AED 63,300, a net yield of 5.3% on the purchase price. If you also count the 4% DLD fee and agency fees in the price, the figure falls a little further.</p>
<h2>What moves the net yield most</h2>
<p>The service charge and the letting strategy. A building charging AED 12 instead of AED 20 per square foot can add almost a point of net yield on its own. Furnished short-stay letting can raise the gross rent by 20-40% in tourist areas, but cleaning, furnishing, platform fees and a holiday-home licence eat into that gain, and occupancy varies through the year.</p>
<h2>A habit worth building</h2>
<p>For every property you consider, write the net calculation down before you make an offer. Our consultants prepare one for each project we recommend, using the approved service charge of comparable buildings and current rents from Ejari-registered leases nearby.</p>`,
  },
  {
    title: 'Buying Dubai property with a mortgage as a non-resident',
    category: 'blog', author: AUTHORS.priya, tags: ['mortgages', 'non-residents', 'finance'], publishedAt: '2026-06-16T07:30:00.000Z', look: 'interior', palette: 'creek',
    excerpt: 'Several UAE banks lend to buyers who live abroad. Expect a larger deposit and more paperwork, but it can be done.',
    html: `<p>You do not need to live in the UAE to borrow against a Dubai property. Several local and international banks offer mortgages to non-residents, usually for completed homes and with stricter terms than for residents.</p>
<h2>What banks typically offer</h2>
<ul>
<li><strong>Loan-to-value:</strong> often 50-60% of the property value for non-residents, compared with up to 80% for resident expatriates buying a first home under AED 5 million.</li>
<li><strong>Tenure:</strong> up to 25 years, but the loan must usually end before you turn 65.</li>
<li><strong>Rates:</strong> fixed for one to five years, then variable, linked to the EIBOR benchmark.</li>
<li><strong>Property:</strong> most banks only lend on ready homes. Off-plan lending is limited and capped at 50% under Central Bank rules.</li>
</ul>
<h2>Documents to prepare</h2>
<ul>
<li>Passport and proof of address in your home country.</li>
<li>Six months of bank statements and payslips, or two years of audited accounts if self-employed.</li>
<li>A credit report from your home country.</li>
<li>Details of existing loans and commitments: UAE rules cap repayments at half of your monthly income.</li>
</ul>
<h2>The costs on top</h2>
<p>Besides the deposit and the 4% DLD transfer fee, budget for the mortgage registration fee of 0.25% of the loan plus AED 290, a valuation of AED 2,500-3,500 and a bank processing fee of up to 1% of the loan. Our calculator on the mortgages page adds all of these up for you.</p>
<h2>Tips from our mortgage desk</h2>
<p>Get a pre-approval before you commit to a property: it fixes the amount you can borrow for 60 days and makes your offer stronger. Keep your salary transfers regular in the months before applying, and avoid opening new credit lines. If the bank's valuation comes in below the agreed price, the loan is based on the lower figure, so keep some cash in reserve. Our advisers compare offers from several banks and can handle the application while you are abroad.</p>`,
  },
  {
    title: 'Holiday homes: the rules for short-term letting in Dubai',
    category: 'news', author: AUTHORS.elena, tags: ['holiday homes', 'short-term rental', 'regulation'], publishedAt: '2026-07-08T07:30:00.000Z', look: 'pool', palette: 'palm',
    excerpt: 'Letting your apartment by the night can raise income, but it needs a permit from the Department of Economy and Tourism. Here is what the rules involve.',
    html: `<p>Dubai welcomes millions of tourists a year, and many of them now stay in private apartments and villas rather than hotels. Owners can take part, legally, by registering their property as a holiday home with Dubai's Department of Economy and Tourism (DET).</p>
<h2>What the permit involves</h2>
<ul>
<li>The owner, or a licensed holiday-home operator acting for them, registers the property and receives a permit number for each unit.</li>
<li>The home must meet DET's furnishing and safety standards: working smoke detectors, a first-aid kit, proper linen and basic kitchen equipment, among others.</li>
<li>Guests must be registered, and a tourism dirham fee is collected for every night booked.</li>
<li>Some buildings restrict or forbid short stays in their rules; check with the owners' association first.</li>
</ul>
<h2>Self-managed or operator?</h2>
<p>Owners who live in Dubai can manage their own holiday home. Most overseas investors use a licensed operator who handles listings, cleaning, check-ins and compliance in exchange for a share of the revenue, typically 15-25%.</p>
<h2>Is it worth it?</h2>
<p>In tourist areas such as Downtown Dubai, Dubai Marina and Palm Jumeirah, short stays can earn noticeably more than a long-term lease in a good year. Occupancy is highest from October to April and falls in the summer months. After the operator's fee, cleaning, furnishing and higher utility bills, the advantage over a long-term tenant is real but smaller than headline nightly rates suggest.</p>
<h2>Running costs to expect</h2>
<p>Beyond the operator's share, budget for professional cleaning after each stay, linen replacement, consumables, a higher electricity and cooling bill than a tenant would pay, the annual permit renewal and periodic refurbishment: furnished holiday homes show wear faster than long-term lets. A realistic forecast uses a full year of occupancy, not peak-season rates.</p>
<p>We can introduce you to licensed operators in each district and share their occupancy records for buildings you are considering. Rules are updated from time to time, so always check DET's current requirements before you start.</p>`,
  },
  {
    title: 'Golden visa through property: a plain-English checklist',
    category: 'blog', author: AUTHORS.omar, tags: ['golden visa', 'residency', 'investors'], publishedAt: '2026-08-26T07:30:00.000Z', look: 'skyline', palette: 'downtown',
    excerpt: 'Investing AED 2 million or more in Dubai property can qualify you for a 10-year renewable residence visa. Here is the checklist we use with clients.',
    html: `<p>The UAE's golden visa gives investors, and their families, a renewable 10-year residence visa without the need for a local sponsor. Property is one of the most popular routes, and the rules have become simpler over the last few years.</p>
<h2>The headline rule</h2>
<p>You must own property in Dubai worth at least AED 2 million. The value can come from one property or several, and a mortgaged property can count. Off-plan property can also qualify when it is bought from approved developers; the share of the price that must already be paid is set by the authorities and has changed over time, so confirm the current requirement before you rely on it.</p>
<h2>The checklist</h2>
<ul>
<li>A title deed (or Oqood for off-plan) in your name, showing the purchase value.</li>
<li>If the property is mortgaged, a letter from the bank confirming the amount paid.</li>
<li>A valid passport with at least six months' validity, and a passport photograph.</li>
<li>Health insurance valid in the UAE.</li>
<li>A medical fitness test and Emirates ID biometrics once you arrive.</li>
</ul>
<h2>Your family</h2>
<p>A golden visa holder can sponsor a spouse and children, and in many cases parents. Domestic staff can also be sponsored. Family members' visas follow the validity of the main visa.</p>
<h2>Practical advice</h2>
<p>The application is made through the Dubai Land Department and the residency authorities, and can be started while you are outside the country. Processing usually takes a few weeks once the documents are complete. Keep in mind that the visa depends on keeping the qualifying investment: if you sell and your remaining property falls below the threshold, the visa can be cancelled at renewal.</p>
<p>Our team guides clients through the application after every qualifying purchase. Ask us for the current document list before you buy, since requirements are updated from time to time.</p>`,
  },
  {
    title: 'Metro Blue Line: the districts set to benefit',
    category: 'news', author: AUTHORS.layla, tags: ['metro', 'infrastructure', 'Dubai Creek Harbour'], publishedAt: '2026-09-30T07:30:00.000Z', look: 'aerial', palette: 'creek',
    excerpt: 'A new metro line connecting established districts with Dubai Creek Harbour and the city’s eastern communities is under construction. What it means for prices.',
    html: `<p>Dubai's new Blue Line will add a third route to the metro network, linking existing Red and Green line stations with districts in the east of the city, including Dubai Creek Harbour, Dubai Festival City and communities around Mirdif and Academic City. Construction is under way, with opening planned before the end of the decade.</p>
<h2>Why metro access matters</h2>
<p>In every previous expansion, homes within walking distance of a new station have rented faster and held their value better than those further away. Tenants in Dubai care about commuting time, and a station within ten minutes' walk is near the top of their list, especially for the young professionals who rent most one-bedroom apartments.</p>
<h2>Districts to watch</h2>
<ul>
<li><strong>Dubai Creek Harbour:</strong> already popular for its waterfront and airport access, it would gain a direct rail link to the rest of the city.</li>
<li><strong>Dubai Festival City and Al Jaddaf:</strong> established areas that would become much easier to reach without a car.</li>
<li><strong>International City and Academic City:</strong> lower-priced districts where better transport could lift rents.</li>
</ul>
<h2>A word of caution</h2>
<p>Announced infrastructure is often priced in early. Developers already market their proximity to future stations, and asking prices reflect it. Station locations can also change during detailed design. Buy for the qualities a project has today, and treat the metro as a bonus rather than the whole case.</p>
<h2>How to use the information</h2>
<p>When comparing two otherwise similar projects, give weight to the one within walking distance of an existing station first, and of a planned station second. Check the walking route as well as the distance: a station across a highway without a footbridge is further away than the map suggests. For off-plan purchases, compare the expected handover date with the line's opening date, since the first years of rent will be earned before the trains run.</p>
<p>Our area pages list the current metro stations and travel times for each district. We update them as the Roads and Transport Authority confirms new stations.</p>`,
  },
  {
    title: 'Reading a Dubai floor plan: sizes, balconies and what is included',
    category: 'blog', author: AUTHORS.elena, tags: ['floor plans', 'off-plan', 'beginners'], publishedAt: '2026-10-21T07:30:00.000Z', look: 'interior', palette: 'mbr',
    excerpt: 'The size on a brochure is not always the space you live in. How to read a Dubai floor plan and compare units fairly.',
    html: `<p>Floor plans are the most useful document in an off-plan brochure, and the easiest to misread. Before comparing prices per square foot between projects, make sure you are comparing the same thing.</p>
<h2>Saleable area versus internal area</h2>
<p>Dubai developers quote the saleable area, which usually includes balconies and terraces, and a share of the walls. The internal area, the floor you can actually furnish, is typically 5-15% smaller. A 1,000 sq ft apartment with a 150 sq ft balcony has 850 sq ft of indoor space. Ask for both figures.</p>
<h2>What to look for</h2>
<ul>
<li><strong>Balcony depth:</strong> a balcony under 1.5 metres deep is decorative rather than useful, yet it is still sold by the square foot.</li>
<li><strong>Column positions:</strong> columns inside rooms reduce usable space and make furnishing harder.</li>
<li><strong>Kitchen type:</strong> open kitchens suit tenants who rarely cook; closed kitchens suit families and are preferred in some markets.</li>
<li><strong>Storage and laundry:</strong> a separate laundry cupboard and storage room add more value than their size suggests.</li>
<li><strong>Orientation:</strong> in Dubai, north-facing living rooms stay cooler and need less air-conditioning.</li>
</ul>
<h2>What is included</h2>
<p>Check the specification sheet for white goods, built-in wardrobes and air-conditioning type. Some projects include a fitted kitchen with appliances, others only the cabinets. Parking is usually allocated per unit, but confirm the number of spaces in writing, especially for three-bedroom apartments.</p>
<h2>Ceiling heights and windows</h2>
<p>Plans rarely show ceiling heights, but they matter: 3 metres or more makes a room feel larger and is a selling point for tenants. Check the window widths in the elevation drawings too. Full-height glazing brings light and views, but facing west it also brings heat, so ask about the glazing specification and whether blinds are included.</p>
<h2>Use the plan to price the unit</h2>
<p>Once you know the internal area and the true balcony size, work out the price per internal square foot. It is often the fairest way to compare projects. Our consultants prepare this comparison for any shortlist of units you send us, using the official plans attached to the sale agreement.</p>`,
  },
];
