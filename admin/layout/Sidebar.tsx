import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin';

/** On a phone the sidebar is a modal drawer (a dialog), which needs a name. */
export function Sidebar(props: SidebarProps) {
  const translate = useTranslate();
  return <RaSidebar {...props} slotProps={{ paper: { 'aria-label': translate('oasis.app.menu') } }} />;
}
