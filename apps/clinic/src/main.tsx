// First: schemas parse without eval (see the module).
import './withoutEval';
// The design system's typeface (Noto Sans: Latin with Polish, Greek), served with the app.
import '@fontsource-variable/noto-sans/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClinicApp } from './ClinicApp';
import { showClientToasts } from './feedback/showClientToasts';
import { createClinicServices } from './services/createClinicServices';

const services = await createClinicServices();
showClientToasts(services.client, services.i18n);
// Checks the stored token once per page load; protected routes wait on the answer.
void services.session.restore();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <ClinicApp services={services} />
  </StrictMode>,
);
