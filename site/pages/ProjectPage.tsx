import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useLoaderData } from 'react-router-dom';
import type { ProjectData } from '../../src/api/public';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { aed, bedrooms, groupDigits, handover, percent } from '../format';
import { PageHero } from '../components/PageHero';
import { Picture } from '../components/Picture';
import { Html } from '../components/Html';
import { FactList, tableSx } from '../components/FactList';
import { CardGrid, ProjectCard } from '../components/Cards';

function Block({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 6 }}>
      <Typography variant="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function ProjectPage() {
  const { project: p, developer, area, location, amenities, propertyTypes, similar } = useLoaderData() as ProjectData;
  const status = PROJECT_STATUS_LABELS[p.status as ProjectStatus] ?? p.status;
  const size = p.size_sqft_min || p.size_sqft_max ? `${[p.size_sqft_min, p.size_sqft_max].filter(Boolean).map((n) => groupDigits(n!)).join(' - ')} sq ft` : null;
  const place = [location?.name, area?.name].filter(Boolean).join(', ');
  return (
    <article>
      <PageHero
        title={p.title}
        subtitle={[place || null, developer ? `by ${developer.name}` : null].filter(Boolean).join(' ') || null}
        image={p.gallery[0]}
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Projects', to: '/project' }, { label: p.title }]}
      >
        <Typography component="p" sx={{ mt: 3, fontSize: '1.5rem', fontWeight: 800 }}>
          {p.starting_price_aed ? `From ${aed(p.starting_price_aed)}` : 'Price on request'}
        </Typography>
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <FactList
          label="Key facts"
          facts={[
            { label: 'Starting price', value: aed(p.starting_price_aed) },
            { label: 'Price per sq ft', value: aed(p.price_per_sqft_aed) },
            { label: 'Status', value: status },
            { label: 'Handover', value: handover(p.handover_year, p.handover_quarter) },
            { label: 'Units available', value: p.units_available },
            { label: 'Bedrooms', value: bedrooms(p.bedrooms_min, p.bedrooms_max) },
            { label: 'Size', value: size },
            { label: 'Property types', value: propertyTypes.map((t) => t.name).join(', ') || null },
            { label: 'Developer', value: developer?.name },
            { label: 'Area', value: area?.name },
            { label: 'Service charge', value: p.service_charge_aed_per_sqft != null ? `AED ${p.service_charge_aed_per_sqft}/sq ft a year` : null },
            { label: 'Expected rental yield', value: percent(p.expected_rental_yield_pct) },
          ]}
        />

        {p.highlights.length > 0 && (
          <Box component="ul" aria-label="Highlights" sx={{ mt: 4, pl: 3, display: 'grid', gap: 1, fontSize: '1.05rem' }}>
            {p.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </Box>
        )}

        {p.description && (
          <Block id="project-about" title={`About ${p.title}`}>
            <Html html={p.description} />
          </Block>
        )}

        {p.payment_plan && p.payment_plan.milestones.length > 0 && (
          <Block id="project-payment-plan" title={`Payment plan${p.payment_plan.label ? ` ${p.payment_plan.label}` : ''}`}>
            <Box component="table" sx={tableSx}>
              <caption style={{ textAlign: 'left', paddingBottom: 8 }}>{p.post_handover ? 'Includes post-handover instalments' : 'Milestones from booking to handover'}</caption>
              <thead>
                <tr>
                  <th scope="col">Instalment</th>
                  <th scope="col">When</th>
                  <th scope="col">Share of price</th>
                </tr>
              </thead>
              <tbody>
                {p.payment_plan.milestones.map((m, i) => (
                  <tr key={i}>
                    <td>{m.label}</td>
                    <td>{m.trigger ?? '—'}</td>
                    <td>{percent(m.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Block>
        )}

        {p.unit_types.length > 0 && (
          <Block id="project-units" title="Unit types and prices">
            <Box role="region" aria-label="Unit types table, scrolls sideways" tabIndex={0} sx={{ overflowX: 'auto', '&:focus-visible': { outline: '3px solid #1d4f91' } }}>
              <Box component="table" sx={tableSx}>
                <thead>
                  <tr>
                    <th scope="col">Unit</th>
                    <th scope="col">Bedrooms</th>
                    <th scope="col">Size (sq ft)</th>
                    <th scope="col">Price from</th>
                    <th scope="col">Available</th>
                  </tr>
                </thead>
                <tbody>
                  {p.unit_types.map((u, i) => (
                    <tr key={i}>
                      <td>{u.name}</td>
                      <td>{u.bedrooms === 0 ? 'Studio' : u.bedrooms}</td>
                      <td>{[u.size_sqft_from, u.size_sqft_to].filter((n) => n != null).map((n) => groupDigits(n!)).join(' - ') || '—'}</td>
                      <td>{aed(u.price_from_aed) ?? 'On request'}</td>
                      <td>{u.available ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
          </Block>
        )}

        {amenities.length > 0 && (
          <Block id="project-amenities" title="Amenities">
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {amenities.map((a) => (
                <Box component="li" key={a.id} sx={{ px: 2, py: 1, borderRadius: 999, border: '1px solid #c4c8cf', fontWeight: 600 }}>
                  {a.name}
                </Box>
              ))}
            </Box>
          </Block>
        )}

        {(p.nearby.length > 0 || p.latitude != null) && (
          <Block id="project-location" title="Location and nearby">
            {place && <Typography sx={{ mb: 2 }}>{place}, Dubai</Typography>}
            {p.latitude != null && p.longitude != null && (
              <Typography sx={{ mb: 2 }} color="text.secondary">
                Coordinates: {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
              </Typography>
            )}
            {/* The embedded map (issue 6) mounts here. */}
            <div id="project-map" />
            {p.nearby.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {p.nearby.map((n) => (
                  <Box component="li" key={n.name} sx={{ display: 'flex', justifyContent: 'space-between', p: 1.5, borderBottom: '1px solid #e2ded3' }}>
                    <span>{n.name}</span>
                    <strong>{n.minutes} min</strong>
                  </Box>
                ))}
              </Box>
            )}
          </Block>
        )}

        {p.gallery.length > 1 && (
          <Block id="project-gallery" title="Gallery">
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
              {p.gallery.map((g, i) => (
                <li key={g.src + i}>
                  <Picture media={g} alt={g.title || `${p.title}, image ${i + 1}`} sizes="(max-width: 900px) 50vw, 33vw" style={{ borderRadius: 8 }} />
                </li>
              ))}
            </Box>
          </Block>
        )}

        {(p.brochure || p.permit_number) && (
          <Box sx={{ mt: 6, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
            {p.brochure && (
              <Box component="a" href={p.brochure.src} download sx={{ fontWeight: 700, color: 'primary.main' }}>
                Download the {p.title} brochure (PDF)
              </Box>
            )}
            {p.permit_number && <Typography color="text.secondary">Advertising permit (Trakheesi) no. {p.permit_number}</Typography>}
          </Box>
        )}

        {developer && (
          <Block id="project-developer" title={`About the developer`}>
            <Typography sx={{ mb: 1 }}>{developer.summary ?? developer.name}</Typography>
            <Box component={Link} to={`/developers/${developer.slug}`} sx={{ fontWeight: 700, color: 'primary.main' }}>
              More about {developer.name}
            </Box>
          </Block>
        )}

        {similar.length > 0 && (
          <Block id="project-similar" title="Similar projects">
            <CardGrid label="Similar projects">
              {similar.map((s) => (
                <ProjectCard key={s.id} project={s} />
              ))}
            </CardGrid>
          </Block>
        )}
      </Container>
    </article>
  );
}
