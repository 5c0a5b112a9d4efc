import type { FastifyInstance } from 'fastify';
import layoutRoutes from './layout';
import homeRoutes from './home';
import projectRoutes from './projects';
import areaRoutes from './areas';
import developerRoutes from './developers';
import guideRoutes from './guides';
import blogRoutes from './blogs';
import pageRoutes from './pages';
import paymentScheduleRoutes from './paymentSchedule'; // issue 39: a plan's dated payments

/**
 * Read-only JSON for the public pages (GET /api/site/*, typed by src/site-contract.ts): one request per
 * page with everything its first paint needs, public content only (publicScope). The page loaders call
 * these in-process on the server and by fetch in the browser.
 */
export default async function siteData(app: FastifyInstance) {
  for (const routes of [layoutRoutes, homeRoutes, projectRoutes, areaRoutes, developerRoutes, guideRoutes, blogRoutes, pageRoutes, paymentScheduleRoutes]) await app.register(routes);
}
