// A minimal DOM for running the boards under node: just what games/common.js uses, plus textContent and a
// query by class to inspect the result. Not a browser: layout and CSS are checked in the harness page.
class Node {
  constructor() { this.childNodes = []; this.parentNode = null; }
  appendChild(child) {
    if (!(child instanceof Node)) throw new TypeError('appendChild of a non-node: ' + String(child));
    child.parentNode = this; this.childNodes.push(child); return child;
  }
  get textContent() { return this.childNodes.map(c => c.textContent).join(''); }
}
class Text extends Node {
  constructor(data) { super(); this.data = data; }
  get textContent() { return this.data; }
}
export class Element extends Node {
  constructor(tag) { super(); this.tagName = tag.toUpperCase(); this.attributes = {}; this.listeners = {}; this.style = {}; }
  setAttribute(name, value) { this.attributes[name] = String(value); }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  addEventListener(type, fn) { (this.listeners[type] ||= []).push(fn); }
  click() { for (const fn of this.listeners.click || []) fn({ type: 'click' }); }
  get classList() { return (this.attributes.class || '').split(/\s+/).filter(Boolean); }
  /** Every descendant element (depth first) that satisfies pred. */
  findAll(pred) {
    const out = [];
    const walk = n => { for (const c of n.childNodes) if (c instanceof Element) { if (pred(c)) out.push(c); walk(c); } };
    walk(this);
    return out;
  }
  byClass(cls) { return this.findAll(e => e.classList.includes(cls)); }
  set innerHTML(_) { throw new Error('boards must not use innerHTML'); }
}
export function installDom() {
  globalThis.document = {
    createElement: tag => new Element(tag),
    createTextNode: data => new Text(String(data)),
  };
}
