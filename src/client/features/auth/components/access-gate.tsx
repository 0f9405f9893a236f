import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { LockIcon } from '#client/components/ui/icons.tsx';
import { toast, toastError } from '#client/components/ui/toast-store.ts';
import { ApiError, errorReason } from '#client/lib/api-client.ts';
import { useCachedBrand } from '#client/lib/brand.ts';
import { useCreateSession } from '../api/create-session.ts';
import './access-gate.css';

const FADE_IN_DELAY_MS = 50;

export function AccessGate() {
  const [code, setCode] = useState('');
  const [visible, setVisible] = useState(false);
  const createSession = useCreateSession();
  const brand = useCachedBrand();

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), FADE_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (code.trim() === '' || createSession.isPending) return;
    createSession.mutate(code, {
      onError: (error) => {
        setCode('');
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: 'Access Denied', description: 'Incorrect password. Please try again.', variant: 'destructive' });
        } else if (error instanceof ApiError && error.status === 429) {
          toast({ title: 'Access Denied', description: error.serverMessage ?? 'Too many attempts. Please wait and try again.', variant: 'destructive' });
        } else {
          toastError(`Could not verify the access code: ${errorReason(error)}.`);
        }
      },
    });
  };

  return (
    <main className={visible ? 'gate gate--visible' : 'gate'}>
      <div className="gate__card">
        <span className="gate__icon">
          <LockIcon />
        </span>
        <h1 className="gate__title">{brand?.companyName ?? '\u00a0'}</h1>
        <p className="gate__subtitle">Client Portal Access</p>
        <form className="gate__form" onSubmit={onSubmit}>
          <TextField
            label="Enter Access Code"
            type="password"
            name="accessCode"
            placeholder="Access code required"
            autoComplete="current-password"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="primary" size="lg" block disabled={code.trim() === '' || createSession.isPending}>
            {createSession.isPending ? 'Verifying...' : 'Access Portal'}
          </Button>
        </form>
      </div>
    </main>
  );
}
