import { formScreens } from '../screens/ResourceScreens';
import { designedScreens } from '../screens/defined';
import { followUpPlans } from '../../src/resources/follow-up-plans';
import { FollowUpPlanForm } from './FollowUpPlanForm';

/** The follow-up plans' own form (its steps are a list the generated screens cannot show); the list stays generated. */
export default designedScreens(
  followUpPlans,
  formScreens(FollowUpPlanForm, { create: 'Add follow-up plan', edit: 'Edit follow-up plan', show: 'Follow-up plan' }, { trigger: 'manual', active: true, steps: [{ wait_days: 0, action: 'email' }] }),
);
