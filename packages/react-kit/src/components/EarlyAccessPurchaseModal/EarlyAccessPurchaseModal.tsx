import { type ReactNode, useState } from 'react';
import { Label, RadioGroup } from 'react-aria-components';
import { BoltIcon } from '../../icons';
import { formatNumber } from '../../internal/format';
import * as forms from '../../internal/forms.css';
import { RadioOption } from '../../internal/RadioOption';
import { visuallyHidden } from '../../theme/base.css';
import type { EarlyAccessOfferView, EarlyAccessPurchaseType } from '../../view-models/early-access';
import { Button } from '../Button/Button';
import { BuzzButton } from '../BuzzButton/BuzzButton';
import { Modal } from '../Modal/Modal';
import { Notice } from '../Notice/Notice';
import * as styles from './EarlyAccessPurchaseModal.css';

export interface EarlyAccessPurchaseLabels {
  title: string;
  accessType: string;
  balance: string;
  getAccess: string;
  close: string;
}

const defaultLabels: EarlyAccessPurchaseLabels = {
  title: 'Get access to this Model Version!',
  accessType: 'Access type',
  balance: 'Your Buzz',
  getAccess: 'Get access',
  close: 'Close',
};

export interface EarlyAccessPurchaseModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The offers the domain allows (download and/or generation), with prices and affordability. */
  offers: EarlyAccessOfferView[];
  /** The viewer's Buzz balance. */
  balance: number;
  onPurchase: (type: EarlyAccessPurchaseType) => void;
  isPending?: boolean;
  /** Shown when the chosen offer is unaffordable, e.g. "Insufficient Buzz. Click to buy more". */
  insufficientTooltip: string;
  onBuyBuzz: () => void;
  /** After a purchase: the caller's success text ("You have successfully purchased access…") and explanation. */
  success?: { title: string; text?: string };
  /** Early access is off: title "Unauthorized" and the caller's text. */
  unavailable?: { title?: string; text: string };
  labels?: Partial<EarlyAccessPurchaseLabels>;
}

/** The early-access purchase: choose download or generation access, see the price and balance, and buy. */
export function EarlyAccessPurchaseModal({
  isOpen,
  onOpenChange,
  offers,
  balance,
  onPurchase,
  isPending,
  insufficientTooltip,
  onBuyBuzz,
  success,
  unavailable,
  labels,
}: EarlyAccessPurchaseModalProps) {
  const text = { ...defaultLabels, ...labels };
  const [type, setType] = useState<EarlyAccessPurchaseType | undefined>(offers[0]?.type);
  const chosen = offers.find((offer) => offer.type === type) ?? offers[0];
  const close = (
    <Button variant="secondary" tone="neutral" onPress={() => onOpenChange(false)}>
      {text.close}
    </Button>
  );

  let body: ReactNode;
  let footer: ReactNode = close;
  if (unavailable) {
    body = <Notice tone="critical" title={unavailable.title ?? 'Unauthorized'} body={unavailable.text} />;
  } else if (success) {
    body = <Notice tone="positive" role="status" title={success.title} body={success.text} />;
  } else {
    body = (
      <>
        <RadioGroup
          value={chosen?.type ?? null}
          onChange={(value) => setType(value as EarlyAccessPurchaseType)}
          className={forms.radioGroup}
        >
          <Label className={visuallyHidden}>{text.accessType}</Label>
          {offers.map((offer) => (
            <RadioOption
              key={offer.type}
              value={offer.type}
              label={offer.label}
              description={offer.description}
              className={styles.option}
              trailing={
                <span className={styles.price}>
                  <BoltIcon />
                  {formatNumber(offer.price)}
                  <span className={visuallyHidden}> Buzz</span>
                </span>
              }
            />
          ))}
        </RadioGroup>
        <p className={styles.balance}>
          {text.balance}: {formatNumber(balance)}
        </p>
        {chosen && !chosen.affordable ? <p className={styles.insufficient}>{insufficientTooltip}</p> : null}
      </>
    );
    footer = chosen ? (
      <BuzzButton
        label={text.getAccess}
        amount={chosen.price}
        variant="primary"
        size="md"
        isPending={isPending}
        insufficient={!chosen.affordable}
        insufficientTooltip={insufficientTooltip}
        onBuyMore={onBuyBuzz}
        onTip={() => onPurchase(chosen.type)}
      />
    ) : (
      close
    );
  }

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={text.title} footer={footer} size="sm">
      {body}
    </Modal>
  );
}
