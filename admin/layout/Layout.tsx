import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { TaskReminderNotices } from '../tasks/TaskReminderNotices'; // issue 40 item 3: due tasks told in the back-office

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
    {children}
    <TaskReminderNotices />
  </RaLayout>
);
