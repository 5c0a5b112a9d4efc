import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EnquiryFormLoader } from '../forms/EnquiryFormLoader';
import { useI18n } from '../i18n/I18n';

interface EnquirySectionProps {
  productName: string;
  country: string;
  projectId?: number | null;
  projectTitle?: string | null;
  /** A static copy (npm run generate) has no API to send to: the form is replaced by how to reach the team. */
  staticExport?: boolean;
  /** Inventory (issue 30): every unit sold, the enquiry becomes interest in resales. */
  soldOut?: boolean;
}

/** "Speak to a {product} Expert" above the footer (spec §2), tied to the project on project pages. */
export function EnquirySection({ productName, country, projectId, projectTitle, staticExport, soldOut }: EnquirySectionProps) {
  const { t } = useI18n();
  return (
    <Box component="section" id="enquiry" aria-labelledby="enquiry-title" sx={{ bgcolor: '#f6f4ef', py: { xs: 6, md: 9 }, borderTop: '1px solid #e2ded3' }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '1fr 1.4fr' }, alignItems: 'start' }}>
        <div>
          <Typography variant="h2" id="enquiry-title">
            {soldOut ? t('Register interest in resales') : t('Speak to a {product} Expert', { product: productName })}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.05rem' }} color="text.secondary">
            {projectTitle && soldOut
              ? t('All units at {project} are sold. Leave your details to hear first when an owner resells.', { project: projectTitle })
              : projectTitle
              ? t('Ask about prices, payment plans and available units at {project}. An adviser replies within one working hour.', { project: projectTitle })
              : t('Tell us your budget and timeline: an investment adviser replies within one working hour with projects that fit.')}
          </Typography>
        </div>
        <Box sx={{ bgcolor: '#fff', p: { xs: 2.5, md: 4 }, borderRadius: 2, border: '1px solid #e2ded3' }}>
          {staticExport ? (
            <Typography>
              {t('This is a static copy of the site: enquiries cannot be sent from it. Please call or e-mail our team (details at the foot of the page).')}
            </Typography>
          ) : (
            <EnquiryFormLoader idPrefix="enquiry" country={country} projectId={projectId} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
