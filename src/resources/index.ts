import { labelIn, menuPlaceOf } from './define';
import { developers } from './developers';
import { areas } from './areas';
import { projects } from './projects';
import { locations } from './locations';
import { propertyTypes } from './property-types';
import { amenities } from './amenities';
import { blogs } from './blogs';
import { testimonials } from './testimonials';
import { investmentGuides } from './investment-guides';
import { banners } from './banners';
import { pages } from './pages';
import { offices } from './offices';
import { currencyRates } from './currency-rates';
import { tasks } from './tasks';
import { followUpPlans } from './follow-up-plans';

/**
 * Every resource defined in one file (src/resources/<name>.ts), one line each. The server's registry, the
 * database's table types, the migration check, the back-office's screens, menu and editorial buttons and the
 * site's content pages read this list; `npm run new-resource -- <name>` adds a line here.
 */
export const DEFINITIONS = [developers, areas, projects, locations, propertyTypes, amenities, blogs, testimonials, investmentGuides, banners, pages, offices, currencyRates, tasks, followUpPlans] as const;

export type AnyDefinition = (typeof DEFINITIONS)[number];

/** The sidebar labels (list and create links) of the defined resources in a language, keyed by their English text, for the back-office's catalogues. */
export const definedMenuLabels = (lang: 'en' | 'ru'): Record<string, string> =>
  Object.fromEntries(
    DEFINITIONS.flatMap((d) => {
      const { label, create } = menuPlaceOf(d);
      return [[label.en, labelIn(label, lang, `${d.name} (menu)`)], ...(create ? [[create.en, labelIn(create, lang, `${d.name} (menu, create)`)]] : [])];
    }),
  );
