import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { PAGE_ID } from '../components/ui/modal.tsx';
import { DollarIcon, FileIcon, HomeIcon, LockIcon, LogOutIcon, PhoneIcon, SettingsIcon, UsersIcon } from '../components/ui/icons.tsx';
import { logout } from '../features/auth/api/delete-session.ts';
import { formatPhoneNumber, phoneHref } from '#shared/contact/phone-number.ts';
import { useBrand } from '../lib/brand.ts';
import './layout.css';

const navClass = ({ isActive }: { isActive: boolean }): string => (isActive ? 'nav__link nav__link--active' : 'nav__link');

export function AppLayout() {
  const brand = useBrand();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const phone = brand?.companyPhone ?? '';
  return (
    <div className="app" id={PAGE_ID}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <nav className="nav" aria-label="Main">
          <NavLink to="/" end className="nav__brand">
            {brand?.logoDataUrl ? <img className="nav__logo" src={brand.logoDataUrl} alt="" /> : null}
            <span>{brand?.companyName ?? 'Document Generator'}</span>
          </NavLink>
          <ul className="nav__links">
            <li>
              <NavLink to="/" end className={navClass}>
                <HomeIcon />
                <span>Home</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/documents" className={({ isActive }) => navClass({ isActive: isActive || pathname === '/generated-quotes' })}>
                <FileIcon />
                <span>Documents</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/customers" className={navClass}>
                <UsersIcon />
                <span className="nav__optional">Customers</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/price-book" className={navClass}>
                <DollarIcon />
                <span className="nav__optional">Price Book</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/verify" className={navClass}>
                <LockIcon />
                <span className="nav__optional">Verify</span>
              </NavLink>
            </li>
            <li>
              <NavLink to="/settings" className={navClass}>
                <SettingsIcon />
                <span className="nav__optional">Settings</span>
              </NavLink>
            </li>
            {phone ? (
              <li className="nav__phone">
                <a href={phoneHref(phone)} className="nav__link">
                  <PhoneIcon />
                  <span>{formatPhoneNumber(phone)}</span>
                </a>
              </li>
            ) : null}
            <li>
              <Button variant="ghost" className="nav__link nav__logout" onClick={() => void logout()}>
                <LogOutIcon />
                <span>Logout</span>
              </Button>
            </li>
          </ul>
        </nav>
        {navigation.state === 'loading' ? <div className="topbar__progress" role="progressbar" aria-label="Loading page" /> : null}
      </header>
      <main className="page" id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
