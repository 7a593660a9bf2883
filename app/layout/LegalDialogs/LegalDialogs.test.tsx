import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LegalDialogs, openLegalLink } from "./LegalDialogs";

// jsdom has <dialog> but not its methods: the minimum the component uses.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});

/** As on every page: the click handler sits on `<body>` (root.tsx). */
function Page() {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={openLegalLink}>
      <a href="#privacy">Privacy Policy</a>
      <a href="#services">Services</a>
      <LegalDialogs />
    </div>
  );
}

function setup(path = "/") {
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  render(<Stub initialEntries={[path]} />);
  return { user: userEvent.setup() };
}

describe("LegalDialogs", () => {
  it("loads nothing until a legal text is asked for", () => {
    setup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the privacy notice from its link and puts the hash in the URL", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Privacy Policy" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Privacy Policy",
    });
    expect(dialog).toHaveTextContent(
      "Digital Personal Data Protection Act, 2023",
    );
    expect(window.location.hash).toBe("#privacy");
  });

  it("closes with its Close button, drops the hash and returns focus", async () => {
    const { user } = setup();
    const link = screen.getByRole("link", { name: "Privacy Policy" });
    await user.click(link);
    await screen.findByRole("dialog");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.location.hash).toBe("");
    expect(link).toHaveFocus();
  });

  it("opens straight away when the URL arrives with the hash", async () => {
    setup("/Home#terms");
    expect(
      await screen.findByRole("dialog", { name: "Terms & Conditions" }),
    ).toBeInTheDocument();
  });

  it("leaves other in-page links alone", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("link", { name: "Services" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.location.hash).toBe("#services");
  });
});
