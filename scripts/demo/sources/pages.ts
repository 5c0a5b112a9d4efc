import type { Media } from '../lib';

/** The page-content contract the site renders (docs/content-model.md). */
export interface PageItem {
  title: string;
  text: string;
  value?: string;
  icon?: string;
}
export interface PageSection {
  key: string;
  heading: string;
  body?: string;
  items?: PageItem[];
  image?: Media;
}
export interface PageSeed {
  page_name: string;
  title: string;
  description: string;
  sections: PageSection[];
}

const item = (title: string, text: string, extra: { value?: string; icon?: string } = {}): PageItem => ({ title, text, ...extra });

/** Marketing pages; the legal ones live in pages-legal.ts. `images` supplies section pictures. */
export function marketingPages(images: Record<string, Media>): PageSeed[] {
  return [
    {
      page_name: 'home', title: 'Invest in Dubai property',
      description: 'Off-plan and ready homes in Dubai from trusted developers, with payment plans, yields and expert advice for investors abroad.',
      sections: [
        {
          key: 'why-invest', heading: 'Why invest in Dubai', image: images.home,
          body: '<p>Dubai combines rental yields that most global cities cannot match with no tax on rental income or capital gains for individuals, a regulated off-plan market and a residence visa for property investors.</p>',
          items: [
            item('Tax-free income', 'No income tax on rent and no capital gains tax for individual owners.', { icon: 'Savings' }),
            item('High rental yields', 'Gross yields of 5-8% in established districts, paid in a currency pegged to the US dollar.', { icon: 'TrendingUp' }),
            item('Golden visa', 'Property worth AED 2 million or more can qualify you and your family for a 10-year residence visa.', { icon: 'Badge' }),
            item('Protected payments', 'Off-plan instalments go into RERA-regulated escrow accounts, released as construction progresses.', { icon: 'VerifiedUser' }),
            item('A growing city', 'Population growth and new jobs keep demand for rental homes strong.', { icon: 'Groups' }),
            item('Connected to the world', 'Two international airports and a third of the world’s population within a four-hour flight.', { icon: 'Flight' }),
          ],
        },
        {
          key: 'stats', heading: 'Dubai in numbers',
          items: [
            item('Income tax on rent', 'for individual landlords', { value: '0%' }),
            item('Gross rental yields', 'typical range across the districts we cover', { value: '5-8%' }),
            item('Golden visa threshold', 'total property value, one or several homes', { value: 'AED 2M' }),
            item('DLD transfer fee', 'paid once, on purchase', { value: '4%' }),
            item('Longest mortgage tenure', 'under UAE Central Bank rules', { value: '25 yrs' }),
          ],
        },
        { key: 'featured-projects', heading: 'Featured projects', body: '<p>A selection of launches and completed buildings our research team rates highly for location, developer record and value.</p>' },
        { key: 'areas', heading: 'Explore Dubai’s communities', body: '<p>From beachfront towers to family villa communities: compare prices, yields and service charges district by district.</p>' },
        {
          key: 'how-we-help', heading: 'How Oasis Invest helps',
          items: [
            item('1. Understand your goals', 'A call with a consultant to set your budget, timeline and whether you want income, growth or a future home.', { icon: 'SupportAgent' }),
            item('2. A researched shortlist', 'Three to five projects compared on price per sq ft, payment plan, service charges and expected rent.', { icon: 'Insights' }),
            item('3. Reserve with confidence', 'We check the sale agreement, the escrow account and the permit before you pay anything.', { icon: 'Gavel' }),
            item('4. After the sale', 'Handover inspection, tenant search, golden visa application and resale when you are ready.', { icon: 'Key' }),
          ],
        },
        { key: 'reviews', heading: 'What our investors say', body: '<p>Investors from more than 40 countries have bought in Dubai with us.</p>' },
      ],
    },
    {
      page_name: 'why-dubai', title: 'Why invest in Dubai',
      description: 'Tax-free rental income, high yields, a stable currency and a growing population: why investors from around the world choose Dubai property.',
      sections: [
        { key: 'intro', heading: 'A global city built for investors', image: images.whyDubai, body: '<p>In a little over thirty years Dubai has grown from a regional trading port into one of the world’s most visited cities and a base for thousands of international companies. Its property market is open to foreign buyers in designated freehold areas, regulated by the Dubai Land Department and RERA, and priced in a currency pegged to the US dollar.</p>' },
        {
          key: 'reasons', heading: 'Six reasons investors choose Dubai',
          items: [
            item('No tax on rent or gains', 'Individuals pay no income tax on rent and no capital gains tax when they sell.', { icon: 'Savings' }),
            item('Yields above most global cities', 'Gross rental yields of 5-8%, against 2-4% in London, Paris or Singapore.', { icon: 'TrendingUp' }),
            item('A stable currency', 'The dirham has been pegged to the US dollar since 1997.', { icon: 'AccountBalance' }),
            item('Residency through property', 'A 10-year golden visa for owners of property worth AED 2 million or more.', { icon: 'Badge' }),
            item('Regulated off-plan sales', 'Escrow accounts, registered sales and published service charges protect buyers.', { icon: 'VerifiedUser' }),
            item('Safety and quality of life', 'Consistently ranked among the safest cities in the world, with excellent schools and healthcare.', { icon: 'HealthAndSafety' }),
          ],
        },
        { key: 'economy', heading: 'A diversified economy', body: '<p>Oil accounts for only a small share of Dubai’s economy today. Trade, logistics, tourism, finance, technology and real estate drive growth, supported by two international airports, one of the world’s busiest ports and free zones that let foreign companies operate with full ownership.</p><p>That diversity matters to property investors: tenants come from many industries and many countries, which spreads the risk behind your rental income.</p>' },
        { key: 'lifestyle', heading: 'A city people want to live in', body: '<p>Beaches, parks, international schools and world-class healthcare attract families as well as young professionals. The weather is hot in summer, but from October to April the city enjoys warm, sunny days that bring millions of visitors and keep holiday-home occupancy high.</p>' },
      ],
    },
    {
      page_name: 'dubai-vision', title: 'Dubai’s vision for 2040',
      description: 'The Dubai 2040 Urban Master Plan and the D33 economic agenda: how the city plans to grow, and what that means for property investors.',
      sections: [
        { key: 'intro', heading: 'A plan for the next two decades', image: images.vision, body: '<p>Dubai plans its growth in public. Two long-term strategies set the direction: the Dubai 2040 Urban Master Plan, which shapes how and where the city grows, and the D33 economic agenda, which sets ambitious goals for the economy over the decade to 2033.</p>' },
        {
          key: 'master-plan', heading: 'The Dubai 2040 Urban Master Plan',
          body: '<p>The master plan organises the city around a small number of main urban centres, each with homes, jobs and services close together, and aims to make Dubai greener, more walkable and better connected.</p>',
          items: [
            item('Main urban centres', 'Growth concentrated in existing and new centres, including Downtown and Business Bay, Dubai Marina and JBR, Deira and Bur Dubai, Expo City and Dubai Silicon Oasis.', { icon: 'Apartment' }),
            item('More green space', 'A large increase in parks and recreational areas, and nature reserves protected from development.', { icon: 'Park' }),
            item('Public beaches', 'Longer public beaches along the coast for residents and visitors.', { icon: 'BeachAccess' }),
            item('Transport', 'Homes and jobs brought within reach of public transport, with new metro lines such as the Blue Line.', { icon: 'Train' }),
          ],
        },
        {
          key: 'd33', heading: 'The D33 economic agenda',
          body: '<p>D33 sets out to double the size of Dubai’s economy over the decade to 2033 and to place the city among the world’s top three urban economies. It includes programmes to grow foreign trade, attract companies and talent, and expand new sectors such as the digital economy and advanced manufacturing.</p>',
          items: [
            item('New jobs', 'A larger economy needs more people, and more people need homes.', { icon: 'Groups' }),
            item('Trade and logistics', 'Expansion of trade corridors, ports and the Al Maktoum International Airport.', { icon: 'Public' }),
            item('Talent', 'Visa programmes that make it easier for skilled professionals and entrepreneurs to move to Dubai.', { icon: 'EmojiEvents' }),
          ],
        },
        { key: 'investors', heading: 'What it means for investors', body: '<p>Long-term plans do not guarantee returns, and not every target is reached on schedule. But they tell investors where the city intends to invest in transport, public space and jobs. Districts inside the main urban centres, near planned metro stations or close to the expanding southern airport are where we expect demand to grow most. Our area pages explain how each district fits the plan.</p>' },
      ],
    },
    {
      page_name: 'invest-dubai', title: 'How to invest in Dubai property',
      description: 'Who can buy, the steps of an off-plan purchase and the costs to budget: a practical guide for overseas investors.',
      sections: [
        { key: 'intro', heading: 'Buying in Dubai from abroad', image: images.invest, body: '<p>Foreign nationals can buy freehold property in Dubai’s designated areas without a residence visa or a local partner, and most of the process can be completed remotely. Here is how it works.</p>' },
        {
          key: 'steps', heading: 'Steps to buy off-plan',
          items: [
            item('1. Choose a project', 'Compare developer record, location, payment plan and expected rent with your consultant.', { icon: 'Search' }),
            item('2. Reserve the unit', 'Sign the reservation form and pay the booking amount, usually 10-20%, with the 4% DLD fee.', { icon: 'Payments' }),
            item('3. Sign the SPA', 'The sale and purchase agreement sets the price, schedule and completion date; it can be signed remotely.', { icon: 'Description' }),
            item('4. Oqood registration', 'The sale is registered with the Dubai Land Department and you receive your contract of sale.', { icon: 'Gavel' }),
            item('5. Pay the instalments', 'Into the project escrow account only, on the dates or milestones in the SPA.', { icon: 'AccountBalance' }),
            item('6. Handover and title deed', 'Inspect, pay the balance, collect the keys and receive your title deed.', { icon: 'Key' }),
          ],
        },
        {
          key: 'costs', heading: 'Costs to budget',
          items: [
            item('DLD transfer fee', 'Paid to the Dubai Land Department on purchase.', { value: '4%' }),
            item('DLD admin fee', 'Off-plan registration admin fee.', { value: 'AED 580' }),
            item('Agency fee', 'On resale homes, plus VAT; usually paid by the developer on new launches.', { value: '2%' }),
            item('Mortgage registration', 'Of the loan amount, plus AED 290, if you borrow.', { value: '0.25%' }),
            item('Trustee office fee', 'For ready-home transfers, plus VAT.', { value: 'about AED 4,000' }),
            item('Service charges', 'Per sq ft per year, depending on the building.', { value: 'AED 10-28' }),
          ],
        },
        { key: 'protection', heading: 'How buyers are protected', body: '<p>Developers must register every off-plan project with RERA and open an escrow account before selling. Your payments can only be released to the developer against certified construction progress. Every advert must carry a valid Trakheesi permit number, which you can check with the Dubai Land Department. We only market registered projects and show the permit on every listing.</p>' },
      ],
    },
    {
      page_name: 'golden-visa', title: 'Golden visa through property investment',
      description: 'How Dubai property worth AED 2 million or more can qualify you and your family for a 10-year renewable UAE golden visa.',
      sections: [
        { key: 'intro', heading: 'A 10-year residence visa for property owners', image: images.visa, body: '<p>The UAE golden visa is a renewable 10-year residence visa for investors, entrepreneurs and skilled professionals. Property investors qualify by owning real estate in Dubai above a set value. Holders do not need a local sponsor and can stay outside the UAE for long periods without losing their residency.</p>' },
        {
          key: 'eligibility', heading: 'Who qualifies',
          items: [
            item('Property value', 'You own property in Dubai worth at least AED 2 million, in one or several properties.', { value: 'AED 2M', icon: 'HomeWork' }),
            item('Mortgaged property', 'A mortgaged property can qualify; the bank confirms the amount you have paid.', { icon: 'AccountBalance' }),
            item('Off-plan property', 'Off-plan homes from approved developers can qualify. The share of the price that must already be paid is set by the authorities and has changed over time: we confirm the current rule before you apply.', { icon: 'Apartment' }),
            item('Joint ownership', 'Jointly owned property can count, subject to each owner’s share meeting the rules.', { icon: 'Handshake' }),
          ],
        },
        {
          key: 'benefits', heading: 'What the visa gives you',
          items: [
            item('10 years, renewable', 'As long as you keep the qualifying investment.', { icon: 'CalendarMonth' }),
            item('Your family', 'Sponsor your spouse and children, and in many cases your parents.', { icon: 'FamilyRestroom' }),
            item('No sponsor', 'Your residency does not depend on an employer.', { icon: 'VerifiedUser' }),
            item('Time abroad', 'No limit on time spent outside the UAE for golden visa holders.', { icon: 'Flight' }),
          ],
        },
        {
          key: 'documents', heading: 'Documents you will need',
          body: '<ul><li>Title deed or off-plan contract (Oqood) in your name</li><li>Bank letter if the property is mortgaged</li><li>Passport valid for at least six months and a photograph</li><li>UAE health insurance</li><li>Medical fitness test and Emirates ID biometrics in the UAE</li></ul><p>Requirements are updated from time to time. We check the current list with the authorities for every application.</p>',
        },
      ],
    },
    {
      page_name: 'about-us', title: 'About Oasis Invest',
      description: 'Oasis Invest is a RERA-registered Dubai brokerage helping international investors buy off-plan and ready property since 2016.',
      sections: [
        { key: 'story', heading: 'Our story', image: images.about, body: '<p>Oasis Invest was founded in Dubai in 2016 by a small team of property consultants who had spent years explaining the same things to overseas buyers: how payment plans work, which developers deliver, what a service charge really costs. We built the company around that advice.</p><p>Today our team of consultants, researchers and mortgage advisers works with investors from more than 40 countries. We are registered with RERA, and every project we market carries a valid advertising permit.</p>' },
        {
          key: 'numbers', heading: 'Oasis Invest in numbers',
          items: [
            item('Investors advised', 'since 2016', { value: '1,400+' }),
            item('Countries', 'our clients come from', { value: '40+' }),
            item('Consultants', 'speaking English, Arabic, Russian, Hindi and Mandarin', { value: '24' }),
            item('Developers', 'we work with directly', { value: '35' }),
          ],
        },
        {
          key: 'values', heading: 'How we work',
          items: [
            item('Research first', 'We recommend projects after comparing them on numbers, not on commission.', { icon: 'Insights' }),
            item('Plain language', 'Every cost and every clause explained before you sign.', { icon: 'Language' }),
            item('Long relationships', 'Most of our clients buy again with us, and many refer their friends.', { icon: 'Handshake' }),
          ],
        },
        {
          key: 'team', heading: 'Leadership',
          items: [
            item('Omar Al Falasi', 'Managing Director. Fifteen years in Dubai real estate, formerly head of sales at a master developer.'),
            item('Layla Haddad', 'Head of Research. Publishes our quarterly price and rent reports by district.'),
            item('James Whitfield', 'Senior Investment Consultant. Advises UK and European investors.'),
            item('Priya Menon', 'Mortgage Adviser. Arranges finance for residents and non-residents with UAE banks.'),
          ],
        },
      ],
    },
    {
      page_name: 'contact-us', title: 'Contact us',
      description: 'Call, e-mail, WhatsApp or visit the Oasis Invest office in Business Bay, Dubai. Our consultants reply within one working hour.',
      sections: [
        { key: 'intro', heading: 'Talk to an investment consultant', body: '<p>Tell us what you are looking for and a consultant will reply within one working hour. We can talk by phone, video call or WhatsApp, in English, Arabic, Russian, Hindi or Mandarin.</p>' },
        {
          key: 'channels', heading: 'Ways to reach us',
          items: [
            item('Phone', 'Sales and general enquiries', { value: '+971 4 568 2190', icon: 'Phone' }),
            item('WhatsApp', 'Chat with a consultant', { value: '+971 50 318 7742', icon: 'WhatsApp' }),
            item('E-mail', 'We reply within one working hour', { value: 'invest@oasisinvest.ae', icon: 'Email' }),
            item('Office', 'Visit us by appointment', { value: 'Office 2104, Canal View Tower, Marasi Drive, Business Bay, Dubai', icon: 'LocationOn' }),
          ],
        },
        {
          key: 'hours', heading: 'Office hours (Gulf Standard Time, GMT+4)',
          items: [
            item('Monday to Friday', 'Consultants and mortgage desk', { value: '9:00 - 19:00', icon: 'Schedule' }),
            item('Saturday', 'Consultants, viewings by appointment', { value: '10:00 - 16:00', icon: 'Schedule' }),
            item('Sunday', 'Closed; WhatsApp messages answered the next morning', { value: 'Closed', icon: 'Schedule' }),
          ],
        },
      ],
    },
    {
      page_name: 'mortgages', title: 'Mortgages in Dubai',
      description: 'How UAE mortgages work: loan-to-value caps, tenures, affordability rules and costs, with a calculator for your monthly payment.',
      sections: [
        { key: 'intro', heading: 'Financing a Dubai property', image: images.mortgage, body: '<p>UAE banks lend to residents and, more selectively, to non-residents buying in Dubai. Lending is regulated by the UAE Central Bank, which caps how much you can borrow against the value of the property and how much of your income can go on repayments.</p>' },
        {
          key: 'ltv', heading: 'Maximum loan-to-value',
          items: [
            item('Expatriates, first home up to AED 5M', 'Minimum deposit 20%', { value: '80%' }),
            item('Expatriates, first home above AED 5M', 'Minimum deposit 30%', { value: '70%' }),
            item('UAE nationals, first home up to AED 5M', 'Minimum deposit 15%', { value: '85%' }),
            item('Non-residents (living abroad)', 'From the banks that lend to them: usually 60% for a first home, 50% above AED 5M or for a second home', { value: '50-60%' }),
            item('Second and further homes', 'Expatriates 60%, UAE nationals 65%', { value: '60-65%' }),
            item('Off-plan property', 'For all buyers', { value: '50%' }),
          ],
        },
        {
          key: 'rules', heading: 'Other rules',
          body: '<ul><li>Tenure of up to 25 years.</li><li>The loan must end by age 65 for expatriates and 70 for UAE nationals.</li><li>All monthly debt repayments together may not exceed 50% of your income.</li><li>Fixed rates for one to five years, then a variable rate linked to EIBOR.</li></ul>',
        },
        {
          key: 'costs', heading: 'Costs when you buy with a mortgage',
          items: [
            item('DLD transfer fee', '4% of the price plus AED 580', { value: '4%' }),
            item('Mortgage registration', '0.25% of the loan plus AED 290', { value: '0.25%' }),
            item('Valuation', 'Paid to the bank’s valuer', { value: 'AED 2,500-3,500' }),
            item('Bank processing fee', 'Up to 1% of the loan', { value: 'up to 1%' }),
          ],
        },
        { key: 'calculator', heading: 'Calculate your monthly payment', body: '<p>Enter the price, your deposit, the rate and the term. The calculator applies the Central Bank caps and lists every purchase cost, and you can send the result to our mortgage desk for a free comparison of bank offers.</p>' },
      ],
    },
    {
      page_name: 'investment-guide', title: 'Dubai property investment guides',
      description: 'Free guides for overseas investors: buying off-plan, costs, choosing an area, mortgages, renting out and selling.',
      sections: [{ key: 'intro', heading: 'Investment guides', body: '<p>Our guides answer the questions overseas investors ask most often, from the first reservation to the final sale. Each one is written by our consultants and reviewed by our research team, and can be downloaded as a PDF.</p>' }],
    },
    {
      page_name: 'news-blog', title: 'News and insights',
      description: 'Dubai property market news, regulation updates and practical articles for investors from the Oasis Invest research team.',
      sections: [{ key: 'intro', heading: 'News and blog', body: '<p>Market news, regulation changes and practical advice from our research team and consultants, updated every few weeks.</p>' }],
    },
    {
      page_name: 'project', title: 'Off-plan and ready projects in Dubai',
      description: 'Browse off-plan and ready projects in Dubai with prices, payment plans, handover dates and expected yields.',
      sections: [{ key: 'intro', heading: 'Projects', body: '<p>Every project here is registered with RERA and carries a valid advertising permit. Filter by area, developer, price, bedrooms, handover year or payment plan, and compare prices per square foot and expected yields.</p>' }],
    },
    {
      page_name: 'area', title: 'Dubai areas and communities',
      description: 'Compare Dubai districts by price per sq ft, rental yield, service charges and lifestyle before you invest.',
      sections: [{ key: 'intro', heading: 'Areas', body: '<p>Where you buy matters more than what you buy. Compare Dubai’s main districts on average prices, gross yields, service charges, transport and schools, and see the projects available in each.</p>' }],
    },
    {
      page_name: 'developers', title: 'Dubai property developers',
      description: 'Profiles of Dubai developers: founding year, delivered projects, on-time delivery record and current launches.',
      sections: [{ key: 'intro', heading: 'Developers', body: '<p>A developer’s record is the best guide to an off-plan purchase. Each profile shows when the company was founded, how many projects it has delivered, how often it delivered on time and its RERA registration.</p>' }],
    },
  ];
}
