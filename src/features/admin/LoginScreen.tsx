import { TextField } from '../../components/forms/fields.tsx';
import { useSchemaForm } from '../../components/forms/use-schema-form.ts';
import { ApiError } from '../../lib/api/api-client.ts';
import { AdminLoginSchema, type AdminLogin } from '../../lib/forms/admin-login.ts';
import { showToast } from '../toast/toast-store.ts';
import { logIn } from './auth-store.ts';
import { toastAfterPageLoad } from './pending-toast.ts';
import { loadPage } from './router.ts';
import { PRIMARY_BUTTON } from './styles.ts';
import { screenHref } from '../../lib/admin/screens.ts';

/**
 * The "Login failed" toast's text: the server's message; "Invalid credentials" for a refusal
 * that says nothing; "Invalid username or password" when no answer came.
 */
function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || 'Invalid credentials';
  return 'Invalid username or password';
}

/**
 * The admin login: Username and Password, "Logging in..." while busy, then the dashboard by a
 * full page load with the "Login successful" toast, or the "Login failed" toast and back to idle.
 */
export function LoginScreen() {
  const { form, bind, submitRef } = useSchemaForm<AdminLogin, AdminLogin>(
    AdminLoginSchema,
    { username: '', password: '' },
    'admin',
  );
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = async (credentials: AdminLogin) => {
    try {
      await logIn(credentials);
    } catch (error) {
      showToast({
        title: 'Login failed',
        description: loginFailureMessage(error),
        variant: 'destructive',
      });
      return;
    }
    toastAfterPageLoad({
      title: 'Login successful',
      description: 'Welcome to the admin dashboard',
    });
    loadPage(screenHref('dashboard'));
    // Stay busy until the browser leaves the page.
    await new Promise(() => undefined);
  };

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-8 shadow-md">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Cube Kitchen</p>
        <h1 className="mt-1 text-2xl font-bold text-ink">Admin Login</h1>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="mt-6 grid gap-4"
        >
          <TextField {...bind('username')} label="Username" autoComplete="username" />
          <TextField
            {...bind('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <button ref={submitRef} type="submit" disabled={isSubmitting} className={PRIMARY_BUTTON}>
            {isSubmitting ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <p className="mt-6 text-center">
          <a href="/" className="font-semibold text-brand-800 underline">
            Return to Site
          </a>
        </p>
      </div>
    </main>
  );
}
