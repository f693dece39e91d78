import { useTranslation } from '@web/i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import '@web/i18n/namespaces/auth';
import { dashboardFor, safeNext } from '@web/lib/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useHydrated } from '@web/lib/use-hydrated';
import { useUser } from '../api/get-user';
import { AuthSidePanel } from '../components/auth-side-panel';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

/**
 * /auth: ?tab=register selects Register (else Login); ?role=clinic preselects clinic (else vet);
 * ?next=/path returns there once signed in (a path on this site only; else the role's dashboard).
 * The page shows at once, also as the HTML rendered at build time (docs/decisions/054); its forms are
 * disabled until the app runs and the session check has answered, so nothing can be typed that the
 * form would not see or submitted by the browser itself, and a signed-in visitor is sent on first.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const { data: user, isPending } = useUser();
  const ready = useHydrated() && !isPending;
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const role = params.get('role') === 'clinic' ? 'clinic' : 'vet';
  useDocumentTitle(tab === 'register' ? t('tabs.register') : t('tabs.login'));

  if (user) return <Navigate to={safeNext(params.get('next')) ?? dashboardFor(user.role)} replace />;

  const switchTab = (next: string) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 md:grid-cols-[1fr_minmax(0,22rem)] lg:gap-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <Card className="mt-6">
          <CardContent className="pt-5">
            <fieldset disabled={!ready} aria-busy={!ready} className="min-w-0">
              <Tabs value={tab} onValueChange={switchTab}>
                <TabsList>
                  <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
                  <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <p className="mb-4 text-sm text-slate-600">{t('loginIntro')}</p>
                  <LoginForm />
                </TabsContent>
                <TabsContent value="register">
                  <p className="mb-4 text-sm text-slate-600">{t('registerIntro')}</p>
                  <RegisterForm key={role} initialRole={role} />
                </TabsContent>
              </Tabs>
            </fieldset>
          </CardContent>
        </Card>
      </div>
      <AuthSidePanel />
    </div>
  );
}
