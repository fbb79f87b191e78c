/** Phone numbers in running text read as one unit: never broken across lines (global .phone-number). */
const PHONE = /(\+27(?:[\s-]?\d){9})/;

/** Text with its phone numbers kept on one line. */
export const withPhones = (text: string, key: number) =>
  text.split(PHONE).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={`${key}-${index}`} className="phone-number">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
