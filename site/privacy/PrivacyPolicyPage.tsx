import { useEffect, useState, type ComponentType } from 'react';
import { ContentPage } from '../pages/ContentPage';
import { WhatWeKeep } from './WhatWeKeep';
import { withCatalogue } from '../i18n/catalogue';

/**
 * /privacy-policy: the policy staff write, what we keep (from the same records as docs/privacy.md), and a
 * person's requests. The request form (with its schema library) is fetched once this page is open, so it never
 * weighs on the other pages' first load.
 */
export function PrivacyPolicyPage() {
  const [RequestForm, setRequestForm] = useState<ComponentType | null>(null);
  useEffect(() => {
    let open = true;
    void withCatalogue(() => import('./PrivacyRequestForm'))().then((m) => open && setRequestForm(() => m.PrivacyRequestForm));
    return () => {
      open = false;
    };
  }, []);
  return (
    <>
      <ContentPage />
      <WhatWeKeep />
      {RequestForm ? <RequestForm /> : <div id="privacy-request" style={{ minHeight: 320 }} />}
    </>
  );
}
