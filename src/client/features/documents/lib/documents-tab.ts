import { DEFAULT_DOCUMENT_TAB, isDocumentTab, type DocumentTab } from '#shared/documents/document-list.ts';

// sessionStorage, not localStorage: the tab is remembered across reloads of this browser tab only.
const TAB_KEY = 'documentsTab';

/** The tab All Documents opened on last in this browser tab, else the default. */
export function storedDocumentsTab(): DocumentTab {
  try {
    const stored = window.sessionStorage.getItem(TAB_KEY);
    return isDocumentTab(stored) ? stored : DEFAULT_DOCUMENT_TAB;
  } catch {
    return DEFAULT_DOCUMENT_TAB;
  }
}

export function storeDocumentsTab(tab: DocumentTab): void {
  try {
    window.sessionStorage.setItem(TAB_KEY, tab);
  } catch {
    // The tab is a convenience; without storage it resets on reload.
  }
}
