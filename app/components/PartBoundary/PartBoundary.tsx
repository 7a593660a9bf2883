import { Component, type ContextType, type ReactNode, Suspense } from "react";
import { Button } from "~/components/Button/Button";
import { CopyContext } from "~/hooks/useCopy";
import styles from "./PartBoundary.module.css";

type PartBoundaryProps = {
  children: ReactNode;
  /** Called before Retry renders the part again (e.g. `lazyPart().reset`). */
  onRetry?: () => void;
  /** Shown while the part's code downloads. */
  fallback?: ReactNode;
  /** Places the notice where the part would have appeared. */
  noticeClassName?: string;
};

type PartBoundaryState = { hasFailed: boolean };

/**
 * Keeps a failure inside one part of the page: a failed download or a
 * render error shows a short notice with Retry in the part's own place,
 * and the rest of the page goes on working.
 */
export class PartBoundary extends Component<
  PartBoundaryProps,
  PartBoundaryState
> {
  static override contextType = CopyContext;
  declare context: ContextType<typeof CopyContext>;
  override state: PartBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): PartBoundaryState {
    return { hasFailed: true };
  }

  handleRetry = () => {
    this.props.onRetry?.();
    this.setState({ hasFailed: false });
  };

  override render() {
    if (this.state.hasFailed) {
      const errorCopy = this.context?.words.errorCopy;
      return (
        <div
          role="alert"
          className={[styles.notice, this.props.noticeClassName]
            .filter(Boolean)
            .join(" ")}
        >
          <p>{errorCopy?.partFailed}</p>
          <Button type="button" variant="secondary" onClick={this.handleRetry}>
            {errorCopy?.retry}
          </Button>
        </div>
      );
    }
    return (
      <Suspense fallback={this.props.fallback ?? null}>
        {this.props.children}
      </Suspense>
    );
  }
}
