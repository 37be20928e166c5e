/**
 * The most used passwords of at least 6 characters (public breach corpora, with the
 * French favourites). Six characters is the spec's minimum; this list keeps that minimum
 * from meaning "123456".
 */
// Stryker disable StringLiteral: one mutant per entry, and a test listing them all would only restate the list.
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "12345678910", "0123456789",
  "111111", "1111111", "11111111", "000000", "00000000", "121212", "123123", "123321",
  "654321", "666666", "696969", "777777", "888888", "987654321", "112233", "123654",
  "159753", "147258", "147258369", "789456", "789456123", "102030", "101010", "131313",
  "password", "password1", "password12", "password123", "passw0rd", "p@ssw0rd", "p@ssword",
  "motdepasse", "motdepasse1", "mot2passe", "azerty", "azerty1", "azerty12", "azerty123",
  "azertyuiop", "qwerty", "qwerty1", "qwerty12", "qwerty123", "qwertyuiop", "qwertz",
  "qwertz123", "abc123", "abcdef", "abcd1234", "a123456", "aa123456", "1q2w3e", "1q2w3e4r",
  "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx", "q1w2e3r4", "asdfgh", "asdfghjkl", "zxcvbn",
  "zxcvbnm", "iloveyou", "jetaime", "soleil", "doudou", "chouchou", "loulou", "nicolas",
  "marseille", "football", "baseball", "dragon", "monkey", "letmein", "master", "shadow",
  "sunshine", "princess", "superman", "batman", "trustno1", "welcome", "welcome1",
  "whatever", "freedom", "michael", "jessica", "charlie", "jordan", "hunter", "ranger",
  "starwars", "pokemon", "computer", "internet", "secret", "bonjour", "coucou", "airsoft",
  "airsoft123", "escouade", "passwort", "hallo123", "contraseña", "contrasena", "admin123",
  "administrator", "changeme", "default", "liverpool", "chelsea", "arsenal", "samsung",
]);
// Stryker restore StringLiteral

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
