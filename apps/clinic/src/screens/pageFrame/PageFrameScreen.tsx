import { PageHeader } from '../../shell/PageHeader';

/**
 * The frame of a route whose screen comes with later work: breadcrumb and translated title
 * inside the app shell, and no content until that screen exists.
 */
export function PageFrameScreen() {
  return <PageHeader />;
}
