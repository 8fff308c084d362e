import { useMe } from "../../lib/auth";
import { Card } from "../../components/ui/card";
import { WorkspaceHeader } from "../../app/workspace-layout";

/** A real, minimal dashboard page until the feature's own screen replaces it. */
export function PlaceholderDashboard({ title }: { title: string }) {
  const { data: me } = useMe();
  return (
    <>
      <WorkspaceHeader title={title} />
      <div className="p-4 md:p-6">
        <Card className="p-6">
          <p className="text-stone-600">Signed in as</p>
          <p className="text-lg font-medium">{me?.user.email}</p>
        </Card>
      </div>
    </>
  );
}
