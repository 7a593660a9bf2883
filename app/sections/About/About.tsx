import { CircleCheck } from "lucide-react";
import { ButtonLink } from "~/components/Button/Button";
import { Section } from "~/components/Section/Section";
import { SectionHeader } from "~/components/Section/SectionHeader";
import { sectionHeadingId, sectionIds } from "~/content/sectionIds";
import type { HomeContent } from "~/content/words";
import styles from "./About.module.css";

type AboutProps = {
  /** The section's content in the page's language (the page's data). */
  about: HomeContent["about"];
};

export function About({ about }: AboutProps) {
  return (
    <Section id={sectionIds.about} className={styles.grid} layout="columns">
      <div className={styles.intro}>
        <SectionHeader
          id={sectionHeadingId(sectionIds.about)}
          eyebrow={about.eyebrow}
          heading={about.heading}
          lead={about.intro}
        />
        <ul className={styles.promises}>
          {about.promises.map((promise) => (
            <li key={promise.title} className={styles.promise}>
              <CircleCheck
                aria-hidden="true"
                size={22}
                className={styles.promiseIcon}
              />
              <p className={styles.promiseText}>
                <strong className={styles.promiseTitle}>
                  {promise.title}.
                </strong>{" "}
                {promise.text}
              </p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink to={about.primaryCta.to}>
            {about.primaryCta.label}
          </ButtonLink>
          <ButtonLink to={about.secondaryCta.to} variant="secondary">
            {about.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
      <figure className={styles.chat}>
        <figcaption className={styles.caption}>{about.chatLabel}</figcaption>
        <ol className={styles.messages}>
          {about.chat.map((message, index) => (
            <li key={index} className={styles.message} data-from={message.from}>
              {/* Named on screen the first time each speaks; every time for
                  screen readers. */}
              <span
                className={
                  about.chat.findIndex((first) => first.from === message.from) <
                  index
                    ? "visually-hidden"
                    : styles.who
                }
              >
                {about.people[message.from]}
              </span>
              <p className={styles.bubble}>{message.text}</p>
            </li>
          ))}
        </ol>
      </figure>
    </Section>
  );
}
