import { Check } from "lucide-react";
import type { ServiceItem as ServiceItemData } from "~/content/types";
import styles from "./Services.module.css";

type ServiceItemProps = { item: ServiceItemData };

export function ServiceItem({ item }: ServiceItemProps) {
  return (
    <li className={styles.item}>
      <Check aria-hidden="true" size={20} className={styles.icon} />
      <div>
        <h4 className={styles.lead}>{item.lead}</h4>
        <p className={styles.copy}>{item.copy}</p>
      </div>
    </li>
  );
}
