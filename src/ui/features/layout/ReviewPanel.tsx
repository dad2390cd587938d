import { useState } from 'react';
import { CustomInstruction } from '../custom/CustomInstruction';
import { EntityList } from '../entities/EntityList';
import { ExportBar } from '../export/ExportBar';
import { ResidualCheck } from '../export/ResidualCheck';
import { VerificationBadge } from '../export/VerificationBadge';
import { AllowList } from '../review/AllowList';
import { LegalTools } from '../reasons/LegalTools';
import { FilterBar } from '../review/FilterBar';
import { SearchRedact } from '../review/SearchRedact';
import './layout.css';

/** The panel's tools, each opened on demand so the list starts near the top. */
const TOOLS = [
  ['search', 'Search'],
  ['instruction', 'Instruction'],
  ['filter', 'Filter'],
  ['allow', 'Allow-list'],
  ['legal', 'Legal'],
] as const;
type Tool = (typeof TOOLS)[number][0];

/**
 * The review panel: export and its checks on top, the tools behind one row of buttons, then
 * the list (its own scroll area). On a phone it is a bottom sheet under the pages.
 */
export function ReviewPanel() {
  const [tool, setTool] = useState<Tool>();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <aside
      className={`workspace-side${sheetOpen ? ' is-open' : ''}`}
      aria-label="Review"
      data-testid="review-panel"
    >
      <button
        type="button"
        className="sheet-handle"
        data-testid="sheet-handle"
        aria-expanded={sheetOpen}
        onClick={() => setSheetOpen(!sheetOpen)}
      >
        {sheetOpen ? 'Hide findings ▾' : 'Findings ▴'}
      </button>
      <ExportBar>
        <VerificationBadge />
      </ExportBar>
      <ResidualCheck />
      <div className="tool-tabs" role="group" aria-label="Review tools">
        {TOOLS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={`button small${tool === key ? ' is-active' : ''}`}
            data-testid={`tool-${key}`}
            aria-expanded={tool === key}
            onClick={() => setTool(tool === key ? undefined : key)}
          >
            {label}
          </button>
        ))}
      </div>
      {tool && (
        <div className="tool-pane" data-testid="tool-pane">
          {tool === 'search' && <SearchRedact />}
          {tool === 'instruction' && <CustomInstruction />}
          {tool === 'filter' && <FilterBar />}
          {tool === 'allow' && <AllowList />}
          {tool === 'legal' && <LegalTools />}
        </div>
      )}
      <div className="list-scroll" data-testid="list-scroll">
        <EntityList />
      </div>
    </aside>
  );
}
