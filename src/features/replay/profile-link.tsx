/**
 * The link from a game screen to the player's profile, for users who may open it: a supervisor
 * or above, or the player themselves (others would get 404).
 */
import { Link } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';

export function ProfileLink({ playerId, name }: { playerId: number; name: string }) {
  const { signedIn, roles, playerId: own } = useAuth();
  if (!signedIn || !(roles.includes('SUPERVISOR') || own === playerId)) return null;
  return (
    <Link href={routePath('playerDetails', { id: playerId })} className="profile-link">
      {TEXT.playerDetails.profileLink(name)}
    </Link>
  );
}
