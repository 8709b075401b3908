// The client's copy of the room view and its version (PROTOCOL.md: a
// `snapshot` then one `patch` per version). Pure: no sockets, no DOM.
import { applyPatch } from './json-patch.js';

export class ViewSync {
  constructor() {
    this.version = null;
    this.view = null;
  }

  get ready() {
    return this.view !== null;
  }

  acceptSnapshot(version, view) {
    this.version = version;
    this.view = view;
    return { status: 'snapshot' };
  }

  // Returns {status}: 'applied'; 'stale' (already have it, ignored); 'gap' (a
  // version was missed: ask for `sync`); 'failed' (the ops do not apply to our
  // copy: ask for a fresh snapshot). Nothing changes unless 'applied'.
  acceptPatch(version, operations) {
    if (this.view === null) return { status: 'gap' };
    if (version <= this.version) return { status: 'stale' };
    if (version !== this.version + 1) return { status: 'gap' };
    try {
      this.view = applyPatch(this.view, operations);
    } catch (error) {
      return { status: 'failed', error };
    }
    this.version = version;
    return { status: 'applied' };
  }
}
