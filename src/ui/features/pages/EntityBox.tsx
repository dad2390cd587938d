import type { CSSProperties } from 'react';
import { tagColor } from '../entities/tag-colors';
import type { PageBox } from './page-boxes';

/** Page size in points, to place boxes as percentages (they then follow any zoom). */
interface PageSize {
  width: number;
  height: number;
}

/** A coloured rectangle over one entity box; positioned in percent of the page. */
export function EntityBox({
  item,
  page,
  focused,
}: {
  item: PageBox;
  page: PageSize;
  focused: boolean;
}) {
  const { box, tag } = item;
  const style = {
    left: `${(box.x / page.width) * 100}%`,
    top: `${(box.y / page.height) * 100}%`,
    width: `${(box.width / page.width) * 100}%`,
    height: `${(box.height / page.height) * 100}%`,
    '--tag': tagColor(tag),
  } as CSSProperties;
  return (
    <div
      className={focused ? 'entity-box is-focused' : 'entity-box'}
      data-testid="entity-box"
      data-tag={tag}
      style={style}
      title={`${tag}: ${box.text}`}
    />
  );
}
