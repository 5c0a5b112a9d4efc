export interface ArticleSeed {
  title: string;
  category: 'news' | 'blog';
  author: string;
  tags: string[];
  publishedAt: string;
  excerpt: string;
  look: 'chart' | 'skyline' | 'aerial' | 'interior' | 'villas' | 'pool';
  palette: string;
  html: string;
}

export const AUTHORS = {
  layla: 'Layla Haddad, Head of Research',
  james: 'James Whitfield, Senior Investment Consultant',
  priya: 'Priya Menon, Mortgage Adviser',
  omar: 'Omar Al Falasi, Managing Director',
  elena: 'Elena Sokolova, Client Relations',
} as const;

export const ARTICLES_1: ArticleSeed[] = [
  {
    title: 'Dubai property sales close 2025 at another record',
    category: 'news', author: AUTHORS.layla, tags: ['market', 'transactions', 'off-plan'], publishedAt: '2026-01-14T07:30:00.000Z', look: 'chart', palette: 'downtown',
    excerpt: 'Dubai Land Department figures show both the number and the value of sales rose again in 2025, with off-plan homes making up the majority of deals.',
    html: `<p>Dubai's residential market closed 2025 with more transactions than any year before it. Dubai Land Department data shows that both the number of sales and their total value rose again, continuing a run that began in 2021. Off-plan homes accounted for the majority of deals for the third year in a row.</p>
<h2>Where the activity was</h2>
<p>Mid-market districts led by volume. Jumeirah Village Circle, Business Bay and Dubai South recorded the most sales, driven by studios and one-bedroom apartments priced under AED 1.5 million. At the top of the market, Palm Jumeirah and Dubai Hills Estate again produced most of the transactions above AED 10 million.</p>
<ul>
<li><strong>Off-plan:</strong> developers launched record numbers of units, most with payment plans that defer a large share of the price to handover or beyond.</li>
<li><strong>Ready homes:</strong> resale prices rose more slowly than in 2023 and 2024, a sign that the market is normalising rather than overheating.</li>
<li><strong>Buyers:</strong> overseas investors from the UK, India, Russia, China and the GCC remained the largest groups after UAE residents.</li>
</ul>
<h2>What it means for investors in 2026</h2>
<p>Record volumes bring a record pipeline. Tens of thousands of new homes are scheduled for handover over the next three years, and districts with many launches could see rents flatten when they complete. That is not a reason to stay away, but it is a reason to be selective: choose buildings with a clear advantage, such as a metro station, a view that cannot be built out or a developer with a strong delivery record.</p>
<p>Population growth remains the main support. Dubai's population passed 3.8 million during 2025 and the Dubai 2040 Urban Master Plan assumes continued growth over the next fifteen years. As long as people keep arriving for jobs, rental demand for well-located homes should stay firm.</p>
<h2>Our view</h2>
<p>We expect more modest price growth in 2026 than in the last four years, with the best returns coming from buying well rather than from the market as a whole. For most of our clients that means off-plan homes from established developers, bought early in a launch, in districts where new supply is limited. Our research team publishes a quarterly update on prices and rents by area; ask your consultant for the latest edition.</p>`,
  },
  {
    title: 'Off-plan or ready: which suits an overseas investor?',
    category: 'blog', author: AUTHORS.james, tags: ['off-plan', 'strategy', 'beginners'], publishedAt: '2026-02-03T07:30:00.000Z', look: 'skyline', palette: 'bay',
    excerpt: 'Off-plan homes cost less up front and can be bought with flexible payment plans; ready homes produce rent from day one. Here is how to choose.',
    html: `<p>Most first-time investors we speak to ask the same question: should I buy a home that already exists, or one that is still being built? Both can be good investments. The right answer depends on when you need income, how much cash you can commit and how much risk you are prepared to carry.</p>
<h2>The case for off-plan</h2>
<ul>
<li><strong>Lower entry cost.</strong> You usually pay 10-20% on booking plus the 4% Dubai Land Department fee, and the rest in instalments over two to four years.</li>
<li><strong>Launch prices.</strong> Developers price the first phase of a launch below what they expect later phases to reach.</li>
<li><strong>New specifications.</strong> Newer buildings have better amenities, energy-efficient cooling and layouts tenants want today.</li>
<li><strong>Protection.</strong> Your payments go into a RERA-regulated escrow account that the developer can only draw on as construction progresses.</li>
</ul>
<h2>The case for ready homes</h2>
<ul>
<li><strong>Immediate rent.</strong> A tenant can move in within weeks of the transfer.</li>
<li><strong>What you see is what you get.</strong> You can inspect the finishes, the view and the neighbours before you buy.</li>
<li><strong>Mortgage-friendly.</strong> Banks lend up to 80% of the value of a completed home for expatriate first-time buyers, but usually only 50% on off-plan.</li>
</ul>
<h2>The risks to weigh</h2>
<p>Off-plan homes can be delivered late, and the market may be different when the building completes. Check the developer's delivery record, read the completion date clause in the sale agreement and never pay anything outside the escrow account. With a ready home, the risks are more ordinary: a tired building, high service charges or a neighbourhood with too much competing supply.</p>
<h2>A simple rule of thumb</h2>
<p>If you want income now, or you need a mortgage for most of the price, a ready home is usually the better fit. If you can fund the instalments from savings and can wait two to four years, an off-plan home from a proven developer gives you more property for the same money and a better chance of capital growth. Many of our clients end up doing both: a ready apartment for income and an off-plan unit for growth.</p>`,
  },
  {
    title: 'How post-handover payment plans really work',
    category: 'blog', author: AUTHORS.james, tags: ['payment plans', 'off-plan', 'cash flow'], publishedAt: '2026-02-25T07:30:00.000Z', look: 'chart', palette: 'jvc',
    excerpt: 'Pay part of the price after you get the keys, and let the rent help. Post-handover plans are attractive, but the maths deserves a close look.',
    html: `<p>A post-handover payment plan lets you take the keys to a new home before you have paid for it in full. A typical 40/60 plan asks for 40% of the price during construction and the remaining 60% in instalments over two to five years after handover. For an investor, that means a tenant's rent can cover part of the later instalments.</p>
<h2>An example</h2>
<p>Take a one-bedroom apartment priced at AED 1,000,000 on a 40/60 plan with three years of post-handover payments:</p>
<ul>
<li>On booking: 10% (AED 100,000) plus the 4% DLD fee (AED 40,000) and the admin fees.</li>
<li>During construction: three instalments of 10%, AED 300,000 in total.</li>
<li>After handover: six instalments of AED 100,000, one every six months.</li>
</ul>
<p>If the apartment rents for AED 80,000 a year, two years of rent roughly covers one and a half of the post-handover instalments. You still need to fund the difference, but far less cash is tied up than with a conventional plan.</p>
<h2>What to check</h2>
<ul>
<li><strong>The price.</strong> Longer plans are sometimes priced higher. Compare the price per square foot with similar buildings on shorter plans.</li>
<li><strong>Ownership.</strong> Until the last instalment is paid, the title deed is usually not issued in your name, or it is issued with the developer's interest registered on it. That can limit your ability to sell or mortgage the home.</li>
<li><strong>Selling early.</strong> Most developers allow a resale once 30-40% has been paid, but the buyer must take over the remaining instalments.</li>
<li><strong>Late payment.</strong> Sale agreements set penalties for missed instalments; read that clause carefully.</li>
</ul>
<h2>Who they suit</h2>
<p>Post-handover plans work best for investors who want to buy a larger or better-located home than their savings alone would allow, and who are confident the unit will let quickly. They are less attractive if you plan to sell soon after completion, because the outstanding balance must be settled or transferred with the sale. Ask us for a cash-flow sheet for any plan you are considering: we model the instalments, the rent and the costs month by month.</p>`,
  },
  {
    title: 'Service charges: what the RERA index means for landlords',
    category: 'news', author: AUTHORS.layla, tags: ['service charges', 'RERA', 'costs'], publishedAt: '2026-03-18T07:30:00.000Z', look: 'aerial', palette: 'jlt',
    excerpt: 'Annual service charges can take a large bite out of rental income. The RERA service charge index sets the budget of every building; here is how to read it.',
    html: `<p>Every owner of an apartment or townhouse in a Dubai jointly owned property pays an annual service charge. It funds the building's cleaning, security, lifts, cooling plant, insurance and a reserve for future repairs. For a landlord it is the largest running cost after any mortgage, typically between AED 10 and AED 28 per square foot a year.</p>
<h2>How the charge is set</h2>
<p>The owners' association manager prepares a budget for each building and submits it to the Real Estate Regulatory Agency (RERA). Once approved, it is published in the RERA service charge index, which anyone can consult. The budget is divided between the units according to their share of the building's total area.</p>
<ul>
<li>A 750 sq ft one-bedroom apartment in a building charged at AED 18 per sq ft pays AED 13,500 a year.</li>
<li>Buildings with large amenity areas, hotel-style services or district cooling usually sit at the top of the range.</li>
<li>Villas in master communities pay a lower, community-wide fee, often AED 3-6 per sq ft of plot or built-up area.</li>
</ul>
<h2>Why it matters for yield</h2>
<p>Two apartments with the same rent can produce very different returns. On a 1.2 million dirham apartment renting for AED 90,000, a service charge of AED 12 per sq ft instead of AED 24 adds almost a full percentage point to the net yield. When comparing projects, always look at the expected charge, not just the price.</p>
<h2>Off-plan estimates</h2>
<p>For buildings still under construction, developers publish an estimated charge. It is only an estimate: the first approved budget can be higher, especially if the building opens with many amenities. Ask whether the developer has guaranteed the charge for the first years, which some do as part of a launch offer.</p>
<p>Our project pages show the estimated service charge for every development. Our consultants can also provide the approved charges for completed buildings nearby, so you can see what comparable owners actually pay.</p>`,
  },
  {
    title: 'Five things to check before you sign a sale and purchase agreement',
    category: 'blog', author: AUTHORS.omar, tags: ['legal', 'off-plan', 'due diligence'], publishedAt: '2026-04-08T07:30:00.000Z', look: 'interior', palette: 'marina',
    excerpt: 'The SPA is the contract that protects you. These five clauses deserve your full attention before you sign.',
    html: `<p>When you buy an off-plan home in Dubai, the sale and purchase agreement (SPA) sets out what you are buying, when you will get it and what happens if things go wrong. Developers' agreements follow a standard shape, but the details vary. We read every SPA with our clients; these are the five points we always check first.</p>
<h2>1. The completion date and the grace period</h2>
<p>Look for the anticipated completion date and any grace period the developer allows itself, often six to twelve months. Check what compensation, if any, applies beyond that date, and under what conditions you can cancel.</p>
<h2>2. The unit: area, plan and specification</h2>
<p>The SPA should attach the floor plan and state the saleable area. Most agreements allow a small variance, commonly up to 5%, with a price adjustment beyond it. Make sure the specification schedule lists the finishes and appliances you were promised.</p>
<h2>3. The payment schedule and escrow details</h2>
<p>Every instalment should be tied to a date or a construction milestone, and payable only into the project's escrow account. Confirm the account number matches the one registered with the Dubai Land Department. Never pay a developer's instalment into any other account.</p>
<h2>4. Resale and assignment</h2>
<p>Many SPAs only allow you to resell before completion once a percentage of the price has been paid, often 30-40%, and charge a transfer fee. If you may want to sell before handover, this clause matters as much as the price.</p>
<h2>5. Default and termination</h2>
<p>Dubai law sets out what a developer can retain if a buyer stops paying, depending on how far construction has progressed. Read the default clause so you know the consequences of a missed payment, and keep proof of every transfer you make.</p>
<h2>And one more: registration</h2>
<p>After signing, the sale is registered with the Dubai Land Department in the Oqood register, and you receive an initial contract of sale. Until that happens your purchase is not officially recorded. We make sure registration is completed and send you the certificate as soon as it is issued.</p>`,
  },
  {
    title: 'Al Maktoum airport expansion: what it means for Dubai South',
    category: 'news', author: AUTHORS.layla, tags: ['Dubai South', 'infrastructure', 'DWC'], publishedAt: '2026-04-29T07:30:00.000Z', look: 'aerial', palette: 'south',
    excerpt: 'The planned expansion of Al Maktoum International Airport is the biggest infrastructure project in the city. Here is how it could shape the districts around it.',
    html: `<p>The government's plan to turn Al Maktoum International Airport (DWC) into the main hub for Dubai is the largest infrastructure project in the emirate's history. Once complete, the airport is designed to handle far more passengers than Dubai International does today, with flights moving over in stages across the coming decade.</p>
<h2>Why property investors are watching</h2>
<p>An airport of that size needs a city around it. Airlines, ground handlers, logistics companies and hotels will employ tens of thousands of people, and most will want to live within a short commute. Dubai South, the planned city that surrounds the airport, is where most of them are expected to look first.</p>
<ul>
<li><strong>Prices:</strong> apartments in Dubai South currently sell for some of the lowest prices per square foot in the city, often under AED 1,000.</li>
<li><strong>Yields:</strong> gross rental yields above 7% are common in completed buildings.</li>
<li><strong>Supply:</strong> developers have launched several large projects, so choose carefully between them.</li>
</ul>
<h2>Timing is the main risk</h2>
<p>Airport projects take years, and the move of flights from Dubai International will happen gradually. An investor buying in Dubai South today is betting on a story that will unfold over ten years or more. Rents will rise as jobs arrive, not before. If you need strong growth in the next two or three years, more established districts may suit you better.</p>
<h2>How we approach it</h2>
<p>Infrastructure around the airport is arriving step by step: the Route 2020 metro extension already reaches Expo City Dubai, road links to Sheikh Mohammed Bin Zayed Road and Emirates Road have been widened, and logistics parks near the cargo terminals keep adding tenants. Each of these steps brings more people who need a home nearby.</p>
<p>We recommend Dubai South to clients with a long horizon who want a high running yield while they wait. We favour buildings close to Expo City Dubai and its metro station, and developers with delivered projects nearby. Ask us for the latest rents in the completed residential districts around the airport.</p>`,
  },
];
