import { useId } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './BodyMapPicker.css';
import { bodyRegionAt } from './bodyRegions';
import type { BodyPoint } from './bodyRegions';

/** The outline's coordinate system: twice as high as wide, as a standing body. */
const VIEW_WIDTH = 100;
const VIEW_HEIGHT = 200;

/** How far an arrow key moves the point (a share of the width or height); Shift moves five times as far. */
const KEY_STEP = 0.02;
const SHIFT_FACTOR = 5;

/** Where the first arrow key puts a point not placed yet: the middle of the chest. */
const KEYBOARD_START: BodyPoint = { x: 0.5, y: 0.3 };

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Thousandths: enough for a finger's precision, without floating-point tails in the answer. */
const unitValue = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** Props of {@link BodyMapPicker}. */
export interface BodyMapPickerProps {
  /** Visible label; also the accessible name of the map. */
  label: string;
  /** The chosen point, or null before one is chosen. */
  value: BodyPoint | null;
  /** Told of every move, with x and y between 0 and 1 (left/top to right/bottom). */
  onChange: (value: BodyPoint) => void;
  /** Help under the map. */
  description?: string;
  /** Shown (and the map marked invalid) when given. */
  errorMessage?: string;
}

/** The front-view outline: head, neck, trunk, arms, hands, legs and feet. */
function BodyOutline() {
  return (
    <g className={styles.body}>
      <circle cx={50} cy={12} r={10} />
      <rect x={45} y={22} width={10} height={10} />
      <rect x={20} y={32} width={60} height={12} rx={6} />
      <rect x={34} y={32} width={32} height={72} rx={4} />
      <rect x={20} y={40} width={13} height={54} rx={5} />
      <rect x={67} y={40} width={13} height={54} rx={5} />
      <ellipse cx={26} cy={103} rx={7} ry={9} />
      <ellipse cx={74} cy={103} rx={7} ry={9} />
      <rect x={36} y={100} width={13} height={86} rx={5} />
      <rect x={51} y={100} width={13} height={86} rx={5} />
      <ellipse cx={42} cy={192} rx={8} ry={6} />
      <ellipse cx={58} cy={192} rx={8} ry={6} />
    </g>
  );
}

/**
 * A point on a body outline, e.g. where it hurts (the `painPosition` answer of a rehabilitation
 * day). Clicking or touching the outline places the point; from the keyboard the arrow keys
 * move it (Shift for bigger steps). The part of the body it is on is said in words beside the
 * map and announced as it changes, so the picture is never the only way to know the answer.
 * @selector [data-invalid] when an error message is given, [data-empty] before a point is chosen
 */
export function BodyMapPicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
}: BodyMapPickerProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const instructionsId = useId();
  const positionId = useId();
  const errorId = useId();

  const place = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    event.currentTarget.focus();
    onChange({
      x: unitValue((event.clientX - box.left) / (box.width || 1)),
      y: unitValue((event.clientY - box.top) / (box.height || 1)),
    });
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const from = value ?? KEYBOARD_START;
    const step = event.shiftKey ? KEY_STEP * SHIFT_FACTOR : KEY_STEP;
    onChange(
      value === null
        ? from
        : { x: unitValue(from.x + arrow[0] * step), y: unitValue(from.y + arrow[1] * step) },
    );
  };

  const position =
    value === null
      ? t('bodyMap.notPlaced')
      : t('bodyMap.position', {
          region: t(`bodyMap.regions.${bodyRegionAt(value)}`),
          x: Math.round(value.x * 100),
          y: Math.round(value.y * 100),
        });
  const describedBy = [instructionsId, positionId, errorMessage && errorId]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={fieldStyles.field}
      data-invalid={errorMessage ? true : undefined}
      data-empty={value === null || undefined}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {/* A point on a picture matches no ARIA widget role: as the signal viewer's plot, it is a
          named group with a role description and instructions (WAI-ARIA APG,
          aria-roledescription), focusable for its keys. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-roledescription={t('bodyMap.role')}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={styles.map}
        onPointerDown={place}
        onKeyDown={move}
      >
        <svg
          className={styles.drawing}
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          aria-hidden="true"
          focusable="false"
        >
          <BodyOutline />
          {value && (
            <circle
              className={styles.point}
              cx={value.x * VIEW_WIDTH}
              cy={value.y * VIEW_HEIGHT}
              r={4}
            />
          )}
        </svg>
      </div>
      <p id={positionId} className={styles.position} aria-live="polite">
        {position}
      </p>
      <p id={instructionsId} className={`${fieldStyles.description} ${styles.help}`}>
        {description ? `${description} ` : ''}
        {t('bodyMap.instructions')}
      </p>
      {errorMessage && (
        <p id={errorId} className={styles.errorMessage}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
