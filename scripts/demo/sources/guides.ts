export interface GuideSeed {
  title: string;
  summary: string;
  publishedAt: string;
  look: 'chart' | 'skyline' | 'aerial' | 'interior' | 'villas' | 'pool';
  palette: string;
  html: string;
}

export const GUIDES: GuideSeed[] = [
  {
    title: 'Buying off-plan in Dubai, step by step',
    summary: 'From choosing a project to receiving your title deed: the eight steps of an off-plan purchase, who does what and how long each takes.',
    publishedAt: '2026-01-20T08:00:00.000Z', look: 'skyline', palette: 'marina',
    html: `<p>Buying an off-plan home in Dubai follows a clear, regulated path. Foreign nationals can buy freehold property in designated areas, which include every district on this website. Here is what happens, in order.</p>
<h2>1. Set your budget and goals</h2>
<p>Decide whether you want rental income, capital growth or a future home, and how much you can pay over the construction period. Add 4% for the Dubai Land Department fee and about 2% for agency fees.</p>
<h2>2. Shortlist projects</h2>
<p>Compare developers' delivery records, payment plans, service charges and expected rents. Our consultants prepare a comparison of three to five projects that fit your criteria.</p>
<h2>3. Reserve the unit</h2>
<p>You sign a reservation form and pay the booking amount, usually 10-20% of the price, together with the 4% DLD fee. The unit is then held for you.</p>
<h2>4. Sign the sale and purchase agreement</h2>
<p>The developer issues the SPA within a few weeks. Read the completion date, payment schedule, resale and default clauses. Signing can be done remotely.</p>
<h2>5. Registration in Oqood</h2>
<p>The developer registers the sale with the DLD in the Oqood off-plan register and you receive an initial contract of sale. This is your official proof of purchase until completion.</p>
<h2>6. Pay the instalments</h2>
<p>Pay each instalment only into the project's escrow account, on the dates or milestones in the SPA. Keep every receipt.</p>
<h2>7. Handover</h2>
<p>When the building completes, the developer invites you to inspect the unit, pay the final amount and collect the keys. Report snags in writing; developers must fix defects under the warranty.</p>
<h2>8. Title deed</h2>
<p>Once paid in full, the DLD issues the title deed in your name. You can then let, sell or mortgage the home freely.</p>`,
  },
  {
    title: 'The real cost of buying property in Dubai',
    summary: 'Beyond the price: DLD fees, agency commission, mortgage costs, service charges and the running costs every buyer should budget for.',
    publishedAt: '2026-02-17T08:00:00.000Z', look: 'chart', palette: 'bay',
    html: `<p>Dubai has no annual property tax and no tax on rental income or capital gains for individuals, but buying and owning a home still has costs. Budget for them from the start.</p>
<h2>One-off purchase costs</h2>
<ul>
<li><strong>DLD transfer fee:</strong> 4% of the price, plus an admin fee of AED 580 for off-plan or a few thousand dirhams in trustee fees for ready homes.</li>
<li><strong>Agency fee:</strong> typically 2% plus VAT for resale homes; on off-plan launches the developer often pays the agent.</li>
<li><strong>Mortgage costs (if any):</strong> registration at 0.25% of the loan plus AED 290, valuation AED 2,500-3,500, processing up to 1% of the loan.</li>
<li><strong>Oqood or title deed fees:</strong> a few hundred to a few thousand dirhams.</li>
</ul>
<h2>Running costs</h2>
<ul>
<li><strong>Service charges:</strong> AED 10-28 per sq ft a year for apartments, less for villas in master communities.</li>
<li><strong>Utilities and cooling:</strong> paid by the tenant when let, by you when empty. Some buildings bill district cooling separately.</li>
<li><strong>Housing fee:</strong> 5% of the annual rent, added to the occupant's electricity bill; paid by whoever lives there.</li>
<li><strong>Management:</strong> 5-8% of the rent for a long let; 15-25% of revenue for a holiday home.</li>
<li><strong>Insurance and maintenance:</strong> a few thousand dirhams a year.</li>
</ul>
<h2>An example</h2>
<p>For a ready apartment priced at AED 1,500,000 bought with a 75% mortgage, expect around AED 60,580 in DLD fees, AED 31,500 in agency fees, about AED 18,000 in mortgage registration, valuation and processing fees and AED 4,200 for the trustee: roughly 7.5% of the price on top of the deposit. Use our mortgage calculator to run your own figures.</p>`,
  },
  {
    title: 'Choosing an area: yield or capital growth?',
    summary: 'Why high-yield districts and high-growth districts are rarely the same places, and how to balance the two in a portfolio.',
    publishedAt: '2026-03-24T08:00:00.000Z', look: 'aerial', palette: 'hills',
    html: `<p>Every Dubai district offers a different balance between rental income and price growth. Knowing which you want most is the best starting point for choosing where to buy.</p>
<h2>High-yield districts</h2>
<p>Jumeirah Village Circle, Jumeirah Lake Towers and Dubai South offer gross yields of 7-8%. Prices per square foot are lower, tenant demand is broad and apartments rent quickly. Capital growth has been steady rather than spectacular, and new supply can hold rents back.</p>
<h2>High-growth districts</h2>
<p>Palm Jumeirah, Downtown Dubai and Dubai Hills Estate have led price growth in recent years. They are scarce, prestigious and popular with end users. Yields are lower, often 5-5.5% gross, because prices have risen faster than rents.</p>
<h2>The middle ground</h2>
<p>Dubai Marina, Business Bay, Dubai Creek Harbour and Mohammed Bin Rashid City sit in between, with yields around 6-6.5% and solid long-term growth. They suit investors who want both.</p>
<h2>Questions to ask about any area</h2>
<ul>
<li>How many homes are due for completion nearby in the next three years?</li>
<li>Is there a metro station, or one planned, within walking distance?</li>
<li>Who rents here, and what do they earn?</li>
<li>What are typical service charges?</li>
<li>Are schools, healthcare and shops already open, or only planned?</li>
</ul>
<p>Our area pages answer these questions with current figures. Many clients build a portfolio over time: a high-yield apartment first to generate income, and a home in a growth district later.</p>`,
  },
  {
    title: 'Financing your purchase: mortgages for residents and non-residents',
    summary: 'Loan-to-value limits, tenures, affordability rules and documents: how UAE mortgages work and how much you can borrow.',
    publishedAt: '2026-05-12T08:00:00.000Z', look: 'interior', palette: 'creek',
    html: `<p>UAE banks offer mortgages to residents and, more selectively, to non-residents. Lending is regulated by the UAE Central Bank, which sets limits that every bank must follow.</p>
<h2>Loan-to-value limits</h2>
<ul>
<li>Expatriates buying a first home: up to 80% of the value up to AED 5 million, 70% above.</li>
<li>UAE nationals buying a first home: up to 85% up to AED 5 million, 75% above.</li>
<li>Second and further homes: up to 60% for expatriates, 65% for nationals.</li>
<li>Off-plan property: up to 50%, whoever the buyer.</li>
</ul>
<h2>Affordability</h2>
<p>Total monthly debt repayments, including the new mortgage, cannot exceed 50% of your monthly income. Tenures run up to 25 years, and the loan must be repaid by age 65 for expatriates or 70 for nationals.</p>
<h2>Interest rates</h2>
<p>Most mortgages start with a fixed rate for one to five years, then switch to a variable rate linked to the three-month EIBOR plus a margin. Compare the rate after the fixed period, not just the introductory rate.</p>
<h2>The process</h2>
<ol>
<li>Pre-approval: the bank confirms how much it will lend, valid for about 60 days.</li>
<li>Valuation: the bank values the property; the loan is based on the lower of value and price.</li>
<li>Final offer and signing.</li>
<li>Transfer at the DLD trustee office, where the mortgage is registered.</li>
</ol>
<p>Our mortgage advisers compare offers from several banks at no cost to you. Try the calculator on our mortgages page to see your monthly payment and the cash you need.</p>`,
  },
  {
    title: 'Renting out your Dubai property',
    summary: 'Long-term leases, Ejari registration, rent increases under the RERA index and holiday-home permits: the rules every landlord needs.',
    publishedAt: '2026-07-22T08:00:00.000Z', look: 'pool', palette: 'jlt',
    html: `<p>Renting out a home in Dubai is straightforward once you know the framework. Tenancies are regulated by law and by the Real Estate Regulatory Agency (RERA).</p>
<h2>Long-term lets</h2>
<ul>
<li><strong>Lease:</strong> usually one year, paid in one to four cheques, sometimes more.</li>
<li><strong>Ejari:</strong> every lease must be registered in the Ejari system; tenants need it for utilities and visas.</li>
<li><strong>Deposit:</strong> commonly 5% of the annual rent for unfurnished homes, 10% for furnished.</li>
<li><strong>Rent increases:</strong> capped at renewal according to the RERA rental index, depending on how far the current rent is below the market average.</li>
<li><strong>Ending a tenancy:</strong> a landlord who wants the property back for own use or sale must give twelve months' notice by notary or registered mail.</li>
</ul>
<h2>Short-term lets</h2>
<p>Letting by the night requires a holiday-home permit from the Department of Economy and Tourism, either in your name or through a licensed operator. Check that your building allows short stays before you furnish.</p>
<h2>Using a property manager</h2>
<p>Most overseas owners use a manager who finds tenants, collects cheques, registers Ejari, handles maintenance and renewals. Fees are typically 5-8% of the annual rent plus a letting fee. Ask for monthly statements and check that deposits are held in a separate account.</p>
<h2>Keeping tenants</h2>
<p>Good tenants are worth keeping: a small rent increase and quick maintenance often beat a higher rent with a month of vacancy. We can introduce you to RERA-registered managers in every district.</p>`,
  },
  {
    title: 'Selling and exiting: resale, transfers and taxes for overseas owners',
    summary: 'How to sell before or after handover, what it costs, and how an overseas owner brings the proceeds home.',
    publishedAt: '2026-09-15T08:00:00.000Z', look: 'villas', palette: 'palm',
    html: `<p>Planning your exit is part of planning your purchase. Dubai makes selling relatively quick, but the rules differ for off-plan and completed homes.</p>
<h2>Selling before completion</h2>
<p>Most developers allow an off-plan resale once a set share of the price has been paid, often 30-40%. The buyer takes over the remaining instalments, and the developer charges a transfer or NOC fee. Resale values depend on the project's progress and on how the launch price compares with current prices.</p>
<h2>Selling a completed home</h2>
<ul>
<li>Sign a Form F (MOU) with the buyer through a RERA-registered broker.</li>
<li>Obtain a no-objection certificate from the developer confirming that service charges are paid.</li>
<li>If there is a mortgage, arrange a liability letter and settlement with your bank.</li>
<li>Transfer the title at a DLD trustee office; the buyer normally pays the 4% DLD fee.</li>
</ul>
<h2>Costs for the seller</h2>
<p>Expect to pay the agency commission (often 2% plus VAT, sometimes paid by the buyer), the developer's NOC fee, any early mortgage settlement fee and outstanding service charges. There is no capital gains tax in Dubai for individuals.</p>
<h2>Taxes at home</h2>
<p>While Dubai does not tax your gain or your rent, your home country may. Residents of many countries must declare foreign rental income and capital gains. Ask a tax adviser in your country of residence before you sell, and keep records of your purchase costs and improvements.</p>
<h2>Bringing money home</h2>
<p>The UAE has no restrictions on transferring sale proceeds abroad. Keep the title deed, sale agreement and bank statements: your home bank may ask for them as proof of funds.</p>`,
  },
];
