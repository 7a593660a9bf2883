import { type Page } from "@playwright/test";
import { sectionIds } from "../app/content/sectionIds";
import { expect, test, openHydrated } from "./support";

/*
 * Issue 14: no dead space. In the About, Contact and Assistant sections each
 * column (or panel) is filled with content down its row, and the columns
 * together span the section's width, at every common screen width.
 *
 * A column (the panels stacked in one track of the grid) has its filled
 * share: the part of its row's height covered by its visible content
 * (text, images, controls, and the chat's conversation log, which like an
 * empty text box is space kept for what the visitor will write),
 * where gaps under FILLED_GAP_PX count as spacing, not emptiness.
 */

const WIDTHS = [375, 768, 1280, 1440, 1920] as const;
const SECTIONS = [sectionIds.about, sectionIds.contact, sectionIds.assistant];
/** The least share of its row a column's content must fill. */
const MIN_FILLED = 0.7;
/** The least share of the section's width the columns must span. */
const MIN_SPAN = 0.95;

type Column = { name: string; filled: number };
type Measure = { span: number; columns: Column[] };

function measure(page: Page, id: string): Promise<Measure> {
  return page.evaluate(
    ([sectionId, gap]) => {
      const grid = document.querySelector(
        `#${sectionId} [data-layout="columns"]`,
      );
      if (!grid) throw new Error(`#${sectionId} has no column layout`);
      const box = (element: Element) => element.getBoundingClientRect();
      const columns = [...grid.children].filter(
        (child) => box(child).height > 0,
      );
      const isContent = (element: Element) => {
        const rect = box(element);
        if (rect.width < 2 || rect.height < 2) return false;
        // Not rendered for the visitor: hidden, transparent, or inside a
        // closed <details> (Chromium still gives such content boxes).
        if (
          !element.checkVisibility({
            opacityProperty: true,
            visibilityProperty: true,
            contentVisibilityAuto: false,
          })
        )
          return false;
        const style = getComputedStyle(element);
        if (style.clip === "rect(0px, 0px, 0px, 0px)") return false;
        if (
          ["IMG", "svg", "INPUT", "TEXTAREA", "SELECT", "BUTTON"].includes(
            element.tagName,
          ) ||
          element.getAttribute("role") === "log"
        )
          return true;
        return [...element.childNodes].some(
          (node) =>
            node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
      };
      /** Length of the union of [top, bottom] ranges, bridging small gaps. */
      const covered = (ranges: [number, number][]) => {
        const sorted = ranges.sort((a, b) => a[0] - b[0]);
        let total = 0;
        let current: [number, number] | null = null;
        for (const [top, bottom] of sorted) {
          if (current && top <= current[1] + gap) {
            current[1] = Math.max(current[1], bottom);
          } else {
            if (current) total += current[1] - current[0];
            current = [top, bottom];
          }
        }
        if (current) total += current[1] - current[0];
        return total;
      };
      const rows = columns.map((column) => {
        const own = box(column);
        const sharing = columns
          .map(box)
          .filter((other) => other.top < own.bottom && other.bottom > own.top);
        return {
          top: Math.min(...sharing.map((rect) => rect.top)),
          bottom: Math.max(...sharing.map((rect) => rect.bottom)),
        };
      });
      /*
       * A visual column: the children stacked over one another within the
       * row, beside another that spans it (a heading over a panel, beside
       * a form). Each child in a row of its own is a column of one.
       */
      const stacks = columns.map((column, index) => {
        const own = box(column);
        const row = rows[index] ?? { top: 0, bottom: 0 };
        return columns.filter((other) => {
          const rect = box(other);
          return (
            rect.left < own.right &&
            rect.right > own.left &&
            rect.top < row.bottom &&
            rect.bottom > row.top
          );
        });
      });
      const seen = new Set<string>();
      const result = stacks.flatMap((stack, index) => {
        const key = stack.map((child) => columns.indexOf(child)).join(",");
        if (seen.has(key)) return [];
        seen.add(key);
        const [column = columns[index]] = stack;
        if (!column) return [];
        const row = rows[index] ?? { top: 0, bottom: 0 };
        const ranges = stack
          .flatMap((child) => [child, ...child.querySelectorAll("*")])
          .filter(isContent)
          .map((element): [number, number] => {
            const rect = box(element);
            return [
              Math.max(rect.top, row.top),
              Math.min(rect.bottom, row.bottom),
            ];
          });
        const name =
          column.getAttribute("aria-labelledby") ??
          column.querySelector("h2, h3")?.textContent ??
          column.tagName.toLowerCase();
        return [
          {
            name,
            filled:
              Math.round((covered(ranges) / (row.bottom - row.top)) * 100) /
              100,
          },
        ];
      });
      // Width spanned by each row of columns, within the grid's padding.
      const gridStyle = getComputedStyle(grid);
      const gridBox = box(grid);
      const innerLeft = gridBox.left + parseFloat(gridStyle.paddingLeft);
      const innerWidth =
        gridBox.width -
        parseFloat(gridStyle.paddingLeft) -
        parseFloat(gridStyle.paddingRight);
      const spans = rows.map((row) => {
        const inRow = columns
          .map(box)
          .filter((rect) => rect.top < row.bottom && rect.bottom > row.top);
        const left = Math.min(...inRow.map((rect) => rect.left));
        const right = Math.max(...inRow.map((rect) => rect.right));
        return (right - Math.max(left, innerLeft)) / innerWidth;
      });
      return {
        span: Math.round(Math.min(...spans) * 100) / 100,
        columns: result,
      };
    },
    [id, FILLED_GAP_PX] as const,
  );
}

const FILLED_GAP_PX = 48;

for (const width of WIDTHS) {
  test(`About, Contact and Assistant leave no column half empty at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page);
    for (const id of SECTIONS) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      const { span, columns } = await measure(page, id);
      test.info().annotations.push({
        type: `#${id} at ${width}px`,
        description: JSON.stringify({ span, columns }),
      });
      expect(span, `#${id} width spanned`).toBeGreaterThanOrEqual(MIN_SPAN);
      for (const column of columns) {
        expect(column.filled, `#${id} ${column.name}`).toBeGreaterThanOrEqual(
          MIN_FILLED,
        );
      }
    }
  });
}
