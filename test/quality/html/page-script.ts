/**
 * Code run inside Chromium (kept as a string: the Node type-check has no DOM types). It
 * paginates the flow of a document into fixed-size page boxes (tables split by rows with their
 * header repeated) and returns, for every `[data-pii]` element, its tag, its text and one
 * rectangle per line it occupies, in CSS pixels relative to the top-left corner of its page.
 */
export const PAGINATE_AND_MEASURE = String.raw`(() => {
  const chrome = document.getElementById('chrome');
  const flow = document.getElementById('flow');
  const pages = [];
  let overflowed = 0;
  const newPage = () => {
    const node = chrome.content.firstElementChild.cloneNode(true);
    document.body.insertBefore(node, flow);
    pages.push(node);
    return node.querySelector('main');
  };
  const over = (main) => main.scrollHeight > main.clientHeight + 1;
  let main = newPage();
  for (const block of [...flow.children]) {
    if (block.matches('table.split') && block.tBodies.length) {
      const rows = [...block.tBodies[0].rows];
      const shell = block.cloneNode(true);
      shell.tBodies[0].replaceChildren();
      let table = shell.cloneNode(true);
      main.appendChild(table);
      for (const row of rows) {
        table.tBodies[0].appendChild(row);
        if (over(main)) {
          row.remove();
          if (table.tBodies[0].rows.length === 0) table.remove();
          main = newPage();
          table = shell.cloneNode(true);
          main.appendChild(table);
          table.tBodies[0].appendChild(row);
          if (over(main)) overflowed++;
        }
      }
      continue;
    }
    // A block that opens a part of the document (an annex) starts a new page.
    if (block.classList.contains('newpage') && main.children.length) main = newPage();
    main.appendChild(block);
    if (over(main) && main.children.length > 1) {
      block.remove();
      main = newPage();
      main.appendChild(block);
    }
    if (over(main)) overflowed++;
  }
  flow.remove();
  pages.forEach((p, i) => {
    for (const n of p.querySelectorAll('.pageno')) n.textContent = String(i + 1);
    for (const n of p.querySelectorAll('.pagecount')) n.textContent = String(pages.length);
  });
  const truth = [];
  const range = document.createRange();
  for (const [pi, p] of pages.entries()) {
    const box = p.getBoundingClientRect();
    const main = p.querySelector('main').getBoundingClientRect();
    for (const el of p.querySelectorAll('[data-pii]')) {
      const lines = [];
      let line = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.data;
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i])) {
            if (line) line.text += ' ';
            continue;
          }
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const r = range.getClientRects()[0];
          if (!r || r.width === 0) continue;
          const x = r.left - box.left, y = r.top - box.top;
          if (!line || Math.abs(y - line.y) > 2 || x < line.x + line.w - 2) {
            line = { x, y, w: r.width, h: r.height, text: text[i] };
            lines.push(line);
          } else {
            line.w = Math.max(line.w, x + r.width - line.x);
            line.h = Math.max(line.h, y + r.height - line.y);
            line.text += text[i];
          }
        }
      }
      // A value inside a clipped area (a page body that overflowed) was never printed.
      const shown = lines.filter((l) => l.y + box.top < main.bottom + 1 || !el.closest('main'));
      for (const l of shown) l.text = l.text.trim();
      truth.push({ tag: el.dataset.pii, text: el.textContent.replace(/\s+/g, ' ').trim(), page: pi + 1, lines: shown });
    }
  }
  return { pages: pages.length, overflowed, truth };
})()`;
