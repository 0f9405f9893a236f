import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Draft } from '#shared/documents/schemas.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { createDraft } from '../api/create-draft.ts';
import { updateDraft } from '../api/update-draft.ts';
import type { GeneratorValues } from '../lib/form-values.ts';
import { AUTOSAVE_DELAY_MS, buildAutosavePayload, changedFields, hasAutosaveContent, samePayload, type AutosavePayload } from '../lib/autosave-diff.ts';
import { clearEdits, openEditorTarget, rememberOpenEditor, storeEdits, targetKey, type EditTarget } from '../lib/unsaved-edits.ts';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AutosaveOptions {
  target: EditTarget;
  values: GeneratorValues;
  draftId: string | null;
  /** What the server already holds; autosave stays quiet until the values differ from it. */
  savedPayload: AutosavePayload | null;
  /** The kind of draft autosave makes: the form's own, never another (issue 14). */
  kind?: 'quote' | 'invoice';
  /**
   * False while an issued invoice is edited: it is saved in place by 'Save Invoice' (PUT), so
   * autosave makes no draft of it and keeps the edits on this device only.
   */
  saveDrafts?: boolean;
  onDraftSaved?: (draft: Draft) => void;
}

export interface Autosave {
  status: AutosaveStatus;
  /** The draft autosave writes to (created by its first save). */
  draftId: () => string | null;
  /** Resolves once no save is running or waiting; cancels the pending timer. */
  settle: () => Promise<void>;
  /** The document was generated: stop saving and forget the local copy. */
  finish: () => void;
}

/**
 * A saved draft changes what the drafts lists and the dashboard show (its total, its date, the
 * drafts count): they refetch now rather than show the old figures until a reload. The open
 * draft's own query is only marked stale (refetched when the editor opens again), so the editor
 * and its AI review keep what they started from.
 */
function refreshAfterSave(queryClient: QueryClient, draftId: string): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === queryKeys.drafts[0] && query.queryKey[1] !== 'one' });
  void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  void queryClient.invalidateQueries({ queryKey: queryKeys.draft(draftId), refetchType: 'none' });
}

/**
 * SPEC.md's autosave: 2000 ms after the last change, only with content, skipped when nothing
 * changed since the last save; the first save creates the draft (POST), later ones update it
 * (PUT with the changed fields). Saves run one at a time, so a slow create is never doubled.
 * Every change is also copied to localStorage at once.
 */
export function useAutosave({ target, values, draftId, savedPayload, kind = 'quote', saveDrafts = true, onDraftSaved }: AutosaveOptions): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const queryClient = useQueryClient();
  const queryClientRef = useRef(queryClient);
  queryClientRef.current = queryClient;
  const valuesRef = useRef(values);
  const targetRef = useRef(target);
  const draftIdRef = useRef(draftId);
  const savedRef = useRef(savedPayload);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const finishedRef = useRef(false);
  const mountedRef = useRef(true);
  const onSavedRef = useRef(onDraftSaved);
  const kindRef = useRef(kind);
  const saveDraftsRef = useRef(saveDrafts);
  valuesRef.current = values;
  kindRef.current = kind;
  saveDraftsRef.current = saveDrafts;
  onSavedRef.current = onDraftSaved;

  const setStatusIfMounted = (next: AutosaveStatus): void => {
    if (mountedRef.current) setStatus(next);
  };

  const isClean = (): boolean => {
    const current = valuesRef.current;
    // An emptied form has nothing worth keeping, and autosave never saves it (SPEC.md).
    return !hasAutosaveContent(current) || samePayload(savedRef.current, buildAutosavePayload(current, kindRef.current));
  };

  const persistLocally = useCallback((): void => {
    if (finishedRef.current) return;
    storeEdits({ target: targetRef.current, draftId: draftIdRef.current, values: valuesRef.current, savedPayload: savedRef.current, updatedAt: Date.now() });
  }, []);

  /** A new draft moves the local copy and the open-editor pointer to the draft's own key. */
  const adoptDraft = (id: string): void => {
    const previous = targetRef.current;
    draftIdRef.current = id;
    if (previous.type === 'draft' && previous.id === id) return;
    const next: EditTarget = { type: 'draft', id };
    const open = openEditorTarget();
    clearEdits(previous);
    targetRef.current = next;
    if (open && targetKey(open) === targetKey(previous)) rememberOpenEditor(next);
  };

  const runSave = useCallback(async (): Promise<void> => {
    if (finishedRef.current || !saveDraftsRef.current) return;
    const payload = buildAutosavePayload(valuesRef.current, kindRef.current);
    if (!hasAutosaveContent(valuesRef.current) || samePayload(savedRef.current, payload)) return;
    setStatusIfMounted('saving');
    try {
      let draft: Draft;
      const id = draftIdRef.current;
      if (id) {
        try {
          draft = await updateDraft(id, changedFields(savedRef.current, payload));
        } catch (error) {
          // The draft is gone (deleted or issued elsewhere): keep the work in a new one.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          draft = await createDraft(payload);
        }
      } else {
        draft = await createDraft(payload);
      }
      refreshAfterSave(queryClientRef.current, draft.id);
      if (finishedRef.current) return;
      savedRef.current = payload;
      adoptDraft(draft.id);
      persistLocally();
      setStatusIfMounted('saved');
      onSavedRef.current?.(draft);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Identical content is already saved as a draft: nothing to keep twice.
        savedRef.current = payload;
        setStatusIfMounted('idle');
        return;
      }
      setStatusIfMounted('error');
    }
  }, [persistLocally]);

  const enqueue = useCallback((): Promise<void> => {
    chainRef.current = chainRef.current.then(runSave, runSave);
    return chainRef.current;
  }, [runSave]);

  useEffect(() => {
    persistLocally();
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void enqueue();
    }, AUTOSAVE_DELAY_MS);
  }, [values, enqueue, persistLocally]);

  // Mount and unmount only: the refs carry the latest state.
  useEffect(() => {
    mountedRef.current = true;
    // Closing the tab with a change still waiting: send it without waiting for an answer.
    const onPageHide = (): void => {
      const id = draftIdRef.current;
      if (finishedRef.current || !saveDraftsRef.current || !id || !timerRef.current || isClean()) return;
      void updateDraft(id, changedFields(savedRef.current, buildAutosavePayload(valuesRef.current, kindRef.current)), { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      mountedRef.current = false;
      window.removeEventListener('pagehide', onPageHide);
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = null;
      if (finishedRef.current) return;
      // Leaving the editor saves what is pending; the local copy goes only once the server has it.
      void enqueue().then(() => {
        // Remounted meanwhile (React's development double mount): the editor is still open.
        if (mountedRef.current || !isClean()) return;
        const closed = targetRef.current;
        clearEdits(closed);
        const open = openEditorTarget();
        if (open && targetKey(open) === targetKey(closed)) rememberOpenEditor(null);
      });
    };
  }, []);

  const settle = useCallback(async (): Promise<void> => {
    if (timerRef.current) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    await chainRef.current.catch(() => undefined);
  }, []);

  const finish = useCallback((): void => {
    finishedRef.current = true;
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    clearEdits(targetRef.current);
    const open = openEditorTarget();
    if (open && targetKey(open) === targetKey(targetRef.current)) rememberOpenEditor(null);
  }, []);

  return { status, draftId: () => draftIdRef.current, settle, finish };
}
