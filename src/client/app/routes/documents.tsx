import { DocumentsScreen } from '#client/features/documents/components/documents-screen.tsx';
import { EditView } from '#client/features/generator/components/edit-view.tsx';
import { PreviewPanel } from '#client/features/preview/components/preview-panel.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { useDocumentsScreen } from './use-documents-screen.ts';

/**
 * All Documents (/documents and /generated-quotes): the list with its tabs and search, the
 * Document Preview panel above it, and the edit view in its place while a document is edited.
 * State, query parameters and card actions live in useDocumentsScreen.
 */
export function DocumentsRoute() {
  const screen = useDocumentsScreen();
  useDocumentTitle(screen.editor ? 'Edit Document' : 'All Documents');

  if (screen.editor) {
    return <EditView target={screen.editor.target} document={screen.editor.document} onClose={screen.closeEditor} onCreated={screen.onCreated} />;
  }

  return (
    <DocumentsScreen
      tab={screen.tab}
      onTabChange={screen.setTab}
      search={screen.search}
      onSearchChange={screen.setSearch}
      list={screen.list}
      elsewhere={screen.elsewhere}
      actions={screen.actions}
      preview={
        screen.preview ? (
          <PreviewPanel
            target={screen.preview}
            onClose={() => screen.setPreview(null)}
            onRevise={screen.onPreviewRevise}
            reviseBusy={screen.reviseBusy}
            onTargetChange={screen.setPreview}
          />
        ) : null
      }
    />
  );
}
