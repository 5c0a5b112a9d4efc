import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageEditor } from './PageEditor';

const PAGES = [
  { name: 'why-dubai', label: 'Why Dubai' },
  { name: 'dubai-vision', label: 'Dubai Vision' },
  { name: 'invest-dubai', label: 'Invest In Dubai' },
] as const;

/** The Why Dubai menu edits the group page and its two children. */
export function WhyDubaiEditor() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const page = PAGES[tab];
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label={translate('Why Dubai pages', { _: 'Why Dubai pages' })}>
        {PAGES.map((p) => (
          <Tab key={p.name} label={translate(p.label, { _: p.label })} />
        ))}
      </Tabs>
      <PageEditor key={page.name} pageName={page.name} title={page.label} />
    </Box>
  );
}
