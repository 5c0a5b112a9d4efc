import MailIcon from '@mui/icons-material/Mail';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { LeadList } from './LeadList';
import { LeadEdit } from './LeadEdit';

export const enquiries = {
  list: () => <LeadList resource="enquiries" />,
  edit: () => <LeadEdit resource="enquiries" />,
  icon: MailIcon,
  recordRepresentation: 'name',
};

export const mortgageEnquiries = {
  list: () => <LeadList resource="mortgage-enquiries" />,
  edit: () => <LeadEdit resource="mortgage-enquiries" />,
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
};
