import { useId, useRef } from 'react';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import * as styles from './SignaturePad.css';

/** A point of a drawing in the unit square: 0 is the left or top edge, 1 the right or bottom. */
export type SignaturePoint = readonly [number, number];

/** A drawn signature: strokes of points, each stroke one movement of the pen. */
export type SignatureStrokes = readonly (readonly SignaturePoint[])[];

/** The drawing's coordinate system: 3 wide by 1 high, as the pad's aspect ratio. */
const VIEW_WIDTH = 300;
const VIEW_HEIGHT = 100;

/** Points nearer than this (in the unit square) to the last one add nothing but bytes. */
const MIN_STEP = 0.004;

/** The SVG path of the strokes; a one-point stroke (a dot) is drawn as a tiny line. */
function strokesPath(strokes: SignatureStrokes): string {
  return strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const [first, ...rest] = stroke.map(
        ([x, y]) => `${(x * VIEW_WIDTH).toFixed(1)} ${(y * VIEW_HEIGHT).toFixed(1)}`,
      );
      return `M${first} ${rest.length > 0 ? rest.map((point) => `L${point}`).join(' ') : 'l0.1 0'}`;
    })
    .join(' ');
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** Props of {@link SignatureDrawing}. */
export interface SignatureDrawingProps {
  strokes: SignatureStrokes;
  /** The accessible name of the picture, e.g. "Signature of Anna Nowak". */
  label: string;
}

/** A drawn signature shown read-only, at any size. */
export function SignatureDrawing({ strokes, label }: SignatureDrawingProps) {
  return (
    <svg
      className={styles.drawing}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <path d={strokesPath(strokes)} className={styles.stroke} strokeWidth={2} />
    </svg>
  );
}

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** Visible label; also the accessible name of the pad. */
  label: string;
  /** The strokes drawn so far. */
  strokes: SignatureStrokes;
  /** Told of every change: a stroke grows, a new one starts, or the pad is cleared. */
  onChange: (strokes: [number, number][][]) => void;
  /** Help under the pad, e.g. where the typed alternative is. */
  description?: string;
  /** Shown (and the pad marked invalid) when given. */
  errorMessage?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A signature drawn with a mouse, pen or finger (pointer events), kept as strokes in the unit
 * square so any size redraws it. Drawing cannot be done from a keyboard: forms offer a typed
 * signature beside it (the pad's description says where), and the pad's Clear button is
 * reachable by keyboard.
 * @selector [data-invalid] when an error message is given, [data-empty] before the first stroke,
 * [data-disabled]
 */
export function SignaturePad({
  label,
  strokes,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
}: SignaturePadProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const drawing = useRef<[number, number][][] | null>(null);
  const isEmpty = strokes.length === 0;

  const pointOf = (event: PointerEvent<SVGSVGElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      clamp((event.clientX - box.left) / (box.width || 1)),
      clamp((event.clientY - box.top) / (box.height || 1)),
    ];
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (isDisabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [
      ...strokes.map((stroke) => [...stroke] as [number, number][]),
      [pointOf(event)],
    ];
    onChange(drawing.current);
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    const current = drawing.current;
    const stroke = current?.at(-1);
    if (!current || !stroke) return;
    const point = pointOf(event);
    const last = stroke.at(-1);
    if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) return;
    drawing.current = [...current.slice(0, -1), [...stroke, point]];
    onChange(drawing.current);
  };

  const end = () => {
    drawing.current = null;
  };

  const describedBy = [description && helpId, errorMessage && errorId].filter(Boolean).join(' ');

  return (
    <div
      className={styles.pad}
      data-invalid={errorMessage ? true : undefined}
      data-empty={isEmpty || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <svg
        className={styles.surface}
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-roledescription={t('signaturePad.role')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        <title>{isEmpty ? t('signaturePad.empty') : t('signaturePad.drawn')}</title>
        <path d={strokesPath(strokes)} className={styles.stroke} strokeWidth={2} />
      </svg>
      {description && (
        <span id={helpId} className={styles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={styles.errorMessage}>
          {errorMessage}
        </span>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          isDisabled={isDisabled || isEmpty}
          onPress={() => onChange([])}
        >
          {t('signaturePad.clear')}
        </Button>
      </div>
    </div>
  );
}
