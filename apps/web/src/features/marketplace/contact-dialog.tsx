import { Dialog } from "../../components/ui/dialog";
import { ContactFlow } from "./contact-flow";

/** The vendor page's contact request in a dialog; loaded when a visitor asks for it. */
export default function ContactDialog({
  vendorId,
  title,
  description,
  onClose,
}: {
  vendorId: string;
  title: string;
  description: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <ContactFlow key={vendorId} vendorId={vendorId} vendorName={description} />
    </Dialog>
  );
}
