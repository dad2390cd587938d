import { type PointerEvent, useRef, useState } from 'react';

/** A rectangle in page points. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Smallest box kept, in points (a click is not a box). */
const MIN_SIZE = 3;

/** A transparent layer over a page where a box is drawn by dragging; reports it in points. */
export function DrawLayer({
  page,
  onBox,
}: {
  page: { width: number; height: number };
  onBox(rect: Rect): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number }>();
  const [current, setCurrent] = useState<Rect>();

  const toPoints = (event: PointerEvent) => {
    const bounds = ref.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - bounds.left) / bounds.width) * page.width,
      y: ((event.clientY - bounds.top) / bounds.height) * page.height,
    };
  };
  const rectFrom = (a: { x: number; y: number }, b: { x: number; y: number }): Rect => ({
    x: Math.max(0, Math.min(a.x, b.x)),
    y: Math.max(0, Math.min(a.y, b.y)),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  });

  return (
    <div
      ref={ref}
      className="draw-layer"
      data-testid="draw-layer"
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        setStart(toPoints(e));
      }}
      onPointerMove={(e) => start && setCurrent(rectFrom(start, toPoints(e)))}
      onPointerUp={(e) => {
        if (start) {
          const rect = rectFrom(start, toPoints(e));
          if (rect.width >= MIN_SIZE && rect.height >= MIN_SIZE) {
            const r = (v: number) => Math.round(v * 100) / 100;
            onBox({ x: r(rect.x), y: r(rect.y), width: r(rect.width), height: r(rect.height) });
          }
        }
        setStart(undefined);
        setCurrent(undefined);
      }}
    >
      {current && (
        <div
          className="draw-preview"
          style={{
            left: `${(current.x / page.width) * 100}%`,
            top: `${(current.y / page.height) * 100}%`,
            width: `${(current.width / page.width) * 100}%`,
            height: `${(current.height / page.height) * 100}%`,
          }}
        />
      )}
    </div>
  );
}
