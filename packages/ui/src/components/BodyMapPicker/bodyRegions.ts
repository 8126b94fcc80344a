/** A point on the body outline: 0 is the left or top edge of the picture, 1 the right or bottom. */
export interface BodyPoint {
  x: number;
  y: number;
}

/** The named parts of the body outline, as the patient sees them (their own left and right). */
export const BODY_REGIONS = [
  'head',
  'neck',
  'chest',
  'abdomen',
  'pelvis',
  'rightShoulder',
  'leftShoulder',
  'rightArm',
  'leftArm',
  'rightHand',
  'leftHand',
  'rightThigh',
  'leftThigh',
  'rightKnee',
  'leftKnee',
  'rightLowerLeg',
  'leftLowerLeg',
  'rightFoot',
  'leftFoot',
  'outside',
] as const;

/** One part of the body outline, or `outside` for a point beside the body. */
export type BodyRegion = (typeof BODY_REGIONS)[number];

/** Limbs by their band down the picture: where each band ends (its share of the height). */
const LEG_BANDS = [
  [0.7, 'Thigh'],
  [0.77, 'Knee'],
  [0.93, 'LowerLeg'],
  [1, 'Foot'],
] as const;

/**
 * The part of the body a point of the outline falls on. The outline is a front view: the
 * person faces the viewer, so their right side is on the picture's left (x < 0.5).
 *
 * @example bodyRegionAt({ x: 0.5, y: 0.05 }) // 'head'
 * @example bodyRegionAt({ x: 0.42, y: 0.74 }) // 'rightKnee'
 */
export function bodyRegionAt({ x, y }: BodyPoint): BodyRegion {
  const fromMiddle = Math.abs(x - 0.5);
  const side = x < 0.5 ? 'right' : 'left';
  if (y < 0.12) return fromMiddle < 0.1 ? 'head' : 'outside';
  if (y < 0.16) return fromMiddle < 0.06 ? 'neck' : 'outside';
  if (y < 0.22 && fromMiddle >= 0.1 && fromMiddle < 0.3) return `${side}Shoulder`;
  if (y < 0.47 && fromMiddle >= 0.16 && fromMiddle < 0.3) return `${side}Arm`;
  if (y >= 0.47 && y < 0.56 && fromMiddle >= 0.16 && fromMiddle < 0.32) return `${side}Hand`;
  if (fromMiddle >= 0.16) return 'outside';
  if (y < 0.32) return 'chest';
  if (y < 0.45) return 'abdomen';
  if (y < 0.52) return 'pelvis';
  if (fromMiddle < 0.01) return 'outside';
  const band = LEG_BANDS.find(([end]) => y <= end);
  return band ? `${side}${band[1]}` : 'outside';
}
