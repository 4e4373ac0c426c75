import { Node } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { PAYWALL_ATTRIBUTE } from '../../../lib/editor-html';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    paywallMarker: {
      /** Inserts the marker after the current top-level block; false when the document already has one. */
      insertPaywallMarker: () => ReturnType;
    };
  }
}

export const PAYWALL_LABEL = '유료 구간 시작';

/**
 * Where the member-only part starts: a visible divider in the editor, `<div data-paywall-marker>` in
 * the editor's HTML, and exactly `<!--paywall-->` once serialised (lib/editor-html). Only one is kept:
 * a second one (pasted, dropped) is removed again.
 */
export const PaywallMarker = Node.create({
  name: 'paywallMarker',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  parseHTML() {
    return [{ tag: `div[${PAYWALL_ATTRIBUTE}]` }];
  },

  renderHTML() {
    return ['div', { [PAYWALL_ATTRIBUTE]: '' }];
  },

  addNodeView() {
    return () => {
      const dom = document.createElement('div');
      dom.setAttribute(PAYWALL_ATTRIBUTE, '');
      dom.setAttribute('data-testid', 'paywall-marker');
      dom.contentEditable = 'false';
      dom.setAttribute('role', 'separator');
      dom.setAttribute('aria-label', `${PAYWALL_LABEL}: 이 아래는 멤버만 볼 수 있습니다`);
      const label = document.createElement('span');
      label.textContent = `${PAYWALL_LABEL} · 이 아래는 멤버만 볼 수 있습니다`;
      dom.appendChild(label);
      return { dom };
    };
  },

  addCommands() {
    return {
      insertPaywallMarker:
        () =>
        ({ state, tr, dispatch }) => {
          let exists = false;
          state.doc.descendants((node) => {
            if (node.type.name === this.name) exists = true;
            return !exists;
          });
          if (exists) return false;
          const { $to } = state.selection;
          const pos = $to.depth === 0 ? $to.pos : $to.after(1);
          if (dispatch) tr.insert(pos, this.type.create()).scrollIntoView();
          return true;
        },
    };
  },

  addProseMirrorPlugins() {
    const type = this.type;
    return [
      new Plugin({
        key: new PluginKey('paywallMarkerUnique'),
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((t) => t.docChanged)) return null;
          const extra: number[] = [];
          state.doc.descendants((node, pos) => {
            if (node.type === type) extra.push(pos);
          });
          if (extra.length <= 1) return null;
          const tr = state.tr;
          for (const pos of extra.slice(1).reverse()) tr.delete(pos, pos + 1);
          return tr;
        },
      }),
    ];
  },
});
