import type { Beat, BeatClass } from '../events/beatClasses';
import { bestCorrelation } from './beatMorphology';

// At most this many morphology clusters are kept; a beat that fits none once they are all taken
// stays unclustered (keeps its own label). Real recordings rarely show more than a handful of
// QRS shapes; noise makes many small clusters, which are ignored anyway.
const MAX_CLUSTERS = 24;
// Each member moves its cluster's template by this share (OSEA's 1/8 template averaging).
const CLUSTER_UPDATE = 1 / 8;
// A cluster needs this many labelled members before its majority speaks for the others.
const MIN_VOTES = 5;

/**
 * Groups a recording's beats by QRS shape on the first lead (windows already aligned on the
 * normal template, so the comparison needs no lag search), then lets each cluster's majority
 * correct the beats that disagree with it: the labelling of clusters instead of single beats that
 * the inter-patient literature relies on (Lagerholm et al., IEEE TBME 47(7):838-848, 2000;
 * Llamedo & Martínez, IEEE TBME 58(3):616-625, 2011). One uniform PVC seen on time, or an
 * isolated beat whose width was measured short, joins the cluster of its ventricular siblings;
 * its beat-level features alone are ambiguous.
 */
export class BeatClusters {
  private readonly templates: Float64Array[] = [];
  private readonly membership: Int16Array;
  private readonly early: Uint8Array;
  private readonly aberrant: Uint8Array;

  constructor(
    beatCount: number,
    private readonly matchLimit: number,
  ) {
    this.membership = new Int16Array(beatCount).fill(-1);
    this.early = new Uint8Array(beatCount);
    this.aberrant = new Uint8Array(beatCount);
  }

  /** Puts beat `index` (its aligned first-lead window; `premature` when it came early;
   * `aberrant` when it is an S beat only because its wide QRS was taken for aberrant conduction)
   * into the best-matching cluster. */
  add(index: number, aligned: Float64Array, premature: boolean, aberrant: boolean): void {
    this.early[index] = premature ? 1 : 0;
    this.aberrant[index] = aberrant ? 1 : 0;
    let best = -1;
    let bestValue = this.matchLimit;
    this.templates.forEach((template, cluster) => {
      const { correlation } = bestCorrelation(aligned, template, 0);
      if (correlation >= bestValue) {
        bestValue = correlation;
        best = cluster;
      }
    });
    if (best < 0) {
      if (this.templates.length >= MAX_CLUSTERS) return;
      best = this.templates.length;
      this.templates.push(Float64Array.from(aligned));
    } else {
      const template = this.templates[best] as Float64Array;
      for (let offset = 0; offset < template.length; offset += 1)
        template[offset] =
          (template[offset] as number) +
          CLUSTER_UPDATE * ((aligned[offset] as number) - (template[offset] as number));
    }
    this.membership[index] = best;
  }

  /**
   * Relabels by cluster majority and gives each beat a confidence: the share of its cluster's
   * labelled members (N, S, V or F) that agree with its final label's kind (ventricular V, or
   * supraventricular N and S, whose difference is timing, not shape). A beat of a ventricular
   * cluster (most members V) called N or F, or S for aberrant conduction, becomes V; a lone V in
   * a cluster that is mostly supraventricular keeps its label but gets the low confidence that
   * sends it to review.
   * Beats outside any cluster of {@link MIN_VOTES} labelled members get confidence 0.5.
   */
  relabel(beats: Beat[]): void {
    const clusters = this.templates.length;
    const ventricular = new Uint32Array(clusters);
    const labelled = new Uint32Array(clusters);
    beats.forEach((beat, index) => {
      const cluster = this.membership[index] as number;
      if (cluster < 0 || beat.beatClass === 'Q') return;
      labelled[cluster] = (labelled[cluster] as number) + 1;
      if (beat.beatClass === 'V') ventricular[cluster] = (ventricular[cluster] as number) + 1;
    });
    beats.forEach((beat, index) => {
      const cluster = this.membership[index] as number;
      if (beat.beatClass === 'Q') return;
      const votes = cluster < 0 ? 0 : (labelled[cluster] as number);
      if (votes < MIN_VOTES) {
        // A shape of its own, neither early nor like other ventricular beats: noise or
        // artefact as often as a ventricular beat, so unclassified and left for review.
        if (beat.beatClass === 'V' && this.early[index] === 0) beat.beatClass = 'Q';
        beat.confidence = 0.5;
        return;
      }
      const ventricularShare = (ventricular[cluster] as number) / votes;
      const dissents =
        beat.beatClass === 'N' ||
        beat.beatClass === 'F' ||
        (beat.beatClass === 'S' && this.aberrant[index] === 1);
      if (ventricularShare > 0.5 && dissents) beat.beatClass = 'V' satisfies BeatClass;
      beat.confidence = beat.beatClass === 'V' ? ventricularShare : 1 - ventricularShare;
    });
  }
}
