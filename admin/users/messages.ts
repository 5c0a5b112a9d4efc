import type { ResourceMessages } from '../common/messages';

export const userMessages: ResourceMessages = {
  name: 'User |||| Users',
  fields: { email: 'Email', first_name: 'First name', last_name: 'Last name', role: 'Role', active: 'Active', last_login_at: 'Last sign-in', profile_image: 'Photo', team: 'Team', team_leader: 'Team leader', meeting_link: 'Video meeting link' },

};
