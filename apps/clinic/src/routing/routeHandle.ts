import type { UIMatch } from 'react-router';
import type { enGB } from '../i18n/resources/en-GB';

/** A key of `titles.*` (or of the patient's pages, `patientHome.titles.*`) in the `clinic` namespace. */
export type TitleKey =
  | `titles.${keyof typeof enGB.titles}`
  | `patientHome.titles.${keyof typeof enGB.patientHome.titles}`;

/**
 * Metadata a route carries in `handle`: its translated title (document title, page heading
 * and breadcrumb) and, for clinic settings, the route parameter naming an element to scroll to.
 */
export interface RouteHandle {
  titleKey?: TitleKey;
  anchorParam?: string;
}

export function titled(title: keyof typeof enGB.titles): RouteHandle {
  return { titleKey: `titles.${title}` };
}

/** The handle of a page of the patient's own (`/my-health`), titled from `patientHome.titles`. */
export function titledForPatient(title: keyof typeof enGB.patientHome.titles): RouteHandle {
  return { titleKey: `patientHome.titles.${title}` };
}

function handleOf(match: UIMatch): RouteHandle | undefined {
  return (match.handle ?? undefined) as RouteHandle | undefined;
}

/** The matched routes that have a title, outermost first: the breadcrumb trail. */
export function titledMatches(
  matches: readonly UIMatch[],
): { pathname: string; titleKey: TitleKey }[] {
  return matches.flatMap((match) => {
    const titleKey = handleOf(match)?.titleKey;
    return titleKey ? [{ pathname: match.pathname, titleKey }] : [];
  });
}

/** The title of the innermost titled route: the page's own title. */
export function pageTitleKey(matches: readonly UIMatch[]): TitleKey | undefined {
  return titledMatches(matches).at(-1)?.titleKey;
}

/** The route parameter whose value is an element id to scroll to, with that value. */
export function anchorTarget(matches: readonly UIMatch[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const anchorParam = handleOf(match)?.anchorParam;
    if (anchorParam) return match.params[anchorParam];
  }
  return undefined;
}
