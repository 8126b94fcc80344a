import { PublicCard } from '../../shell/PublicCard';
import { StatusPage } from '../../shell/StatusPage';

/** 'Error 404 - page not found': where every unknown path ends (platform-core §2). */
export function NotFoundScreen() {
  return (
    <PublicCard>
      <StatusPage kind="notFound" />
    </PublicCard>
  );
}
