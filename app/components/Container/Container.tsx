import type { ComponentProps } from "react";
import styles from "./Container.module.css";

type ContainerProps = ComponentProps<"div"> & { isNarrow?: boolean };

export function Container({ isNarrow, className, ...props }: ContainerProps) {
  return (
    <div
      className={[styles.container, isNarrow && styles.narrow, className]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
