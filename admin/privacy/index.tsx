import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { PrivacyRequestList } from './PrivacyRequestList';

export { PrivacySettingsEdit } from './PrivacySettingsEdit';
export default { list: PrivacyRequestList, icon: PrivacyTipIcon };
