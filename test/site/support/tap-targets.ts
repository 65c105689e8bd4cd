// The controls of a page smaller than 24 × 24 CSS px (WCAG 2.2, 2.5.8 "Target Size (Minimum)"), as the browser lays
// them out. One exception of 2.5.8 is taken: a link inside a sentence (text before it in its paragraph), whose
// height is the line's; every other control counts, the rule ids and the header's search button included. Run in
// the page as a script (a string: the test's compiler may wrap named functions in helpers the page lacks).

const MIN_TARGET = 24;

/** Evaluates to a list of "tag.class "text" width×height" for each control under the minimum. */
export const SMALL_TARGETS = `(() => {
  const MIN = ${MIN_TARGET};
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
  };
  const inSentence = (el) => {
    if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
    let node = el;
    while (!node.previousSibling && node.parentElement && getComputedStyle(node.parentElement).display === "inline") node = node.parentElement;
    let before = "";
    for (let n = node.previousSibling; n; n = n.previousSibling) before += n.textContent || "";
    return before.trim().length > 0;
  };
  const controls = document.querySelectorAll("a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button]");
  return [...controls]
    .filter((el) => shown(el) && !inSentence(el))
    .map((el) => ({ el, r: el.getBoundingClientRect() }))
    .filter(({ r }) => r.width < MIN - 0.5 || r.height < MIN - 0.5)
    .map(({ el, r }) => el.tagName.toLowerCase() + "." + (el.getAttribute("class") || "").split(" ")[0] + " in " +
      (el.parentElement.getAttribute("class") || el.parentElement.tagName.toLowerCase()).split(" ")[0] +
      ' "' + (el.textContent || "").trim().slice(0, 24) + '" ' + Math.round(r.width) + "×" + Math.round(r.height));
})()`;
