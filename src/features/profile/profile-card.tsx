import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide';
import { Icon } from '@/components/ui/icons';
import { useState } from 'react';
import { ProfileSummary, ProfileSummarySkeleton } from '@/features/profile/profile-summary';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Modal } from '@/components/ui/dialog';
import { partnerQueries } from '@/queries/partner';
import { EditProfileForm } from './edit-profile-form';
import { QueryStates } from '@/components/feedback/list-states';

export function ProfileCard() {
  const profile = useQuery(partnerQueries.profile());
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="profile-heading" aria-busy={profile.isPending} className="h-full">
      <Card className="h-full">
        <CardHeader
          id="profile-heading"
          title="Profile"
          action={
            <Button variant="secondary" size="sm" disabled={!profile.data} onClick={() => setEditing(true)}>
              <Icon node={Pencil} className="size-3.5" aria-hidden="true" />
              Edit Profile
            </Button>
          }
        />
        <QueryStates
          query={profile}
          keepData
          skeleton={<ProfileSummarySkeleton />}
          failed="We couldn't load your profile."
        >
          {(data) => <ProfileSummary profile={data} />}
        </QueryStates>
        {profile.data ? (
          <Modal
            open={editing}
            onOpenChange={setEditing}
            title="Edit Profile"
            description="These details appear on your deliveries and invoices."
          >
            <EditProfileForm profile={profile.data} onDone={() => setEditing(false)} />
          </Modal>
        ) : null}
      </Card>
    </section>
  );
}
